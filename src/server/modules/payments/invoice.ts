import type { TFunction } from 'i18next'
import type { Invoice } from '#shared/api/payments.js'
import type { Site } from '../sites/service.js'
import { discounted } from './presenter.js'
import type { PaymentRow } from './queries.js'

export interface InvoiceFacts {
  site: Site
  payment: PaymentRow
  bundle: { price_cents: number; credits: number; bonus_credits: number } | undefined
  t: TFunction
}

/**
 * The line of a completed payment's invoice, in the reader's language. The list price is the bundle's
 * when it still explains the amount paid (its price less the stored discount); else the amount paid alone.
 * The rest of the invoice is the document issued at completion (modules/invoices).
 */
export function invoiceLines(facts: InvoiceFacts): Pick<Invoice, 'lines' | 'discount'> {
  const { site, payment, bundle, t } = facts
  const currency = payment.currency
  const pct = Number(payment.discount_percentage)
  const listCents =
    bundle && discounted(bundle.price_cents, pct) === payment.amount_cents
      ? bundle.price_cents
      : payment.amount_cents
  return {
    lines: [
      {
        description: t('payments.invoice_line', { credits: payment.credits, site: site.name }),
        quantity: 1,
        amount: { cents: listCents, currency },
      },
    ],
    discount: listCents > payment.amount_cents ? { cents: listCents - payment.amount_cents, currency } : null,
  }
}
