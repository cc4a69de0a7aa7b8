import type { FastifyBaseLogger } from 'fastify'
import type { PaymentProvider } from '#server/adapters/payments/provider.js'
import type { Database } from '#server/db/database.js'
import type { EventPublisher } from '#server/realtime/events.js'
import { Checkout } from './checkout.js'
import { PaymentHistory } from './history.js'
import { Pricing } from './pricing.js'
import { Reconciliation } from './reconciliation.js'

/**
 * The payments module's use cases, each in its own file: what things cost (pricing.ts), opening a
 * payment at the provider (checkout.ts), applying what the provider says, reversals included
 * (reconciliation.ts, reversals.ts), and a member's history and invoices (history.ts).
 */
export interface Payments {
  pricing: Pricing
  checkout: Checkout
  reconciliation: Reconciliation
  history: PaymentHistory
}

export function createPayments(
  db: Database,
  provider: PaymentProvider,
  events: EventPublisher,
  log: FastifyBaseLogger,
): Payments {
  const pricing = new Pricing(db, provider)
  const reconciliation = new Reconciliation(db, provider, events, log)
  return {
    pricing,
    checkout: new Checkout(db, provider, pricing, reconciliation, log),
    reconciliation,
    history: new PaymentHistory(db),
  }
}
