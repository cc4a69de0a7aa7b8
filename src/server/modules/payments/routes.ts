import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  type BundlesResponse,
  bundlesQuery,
  type PaymentResponse,
  paymentQuery,
  repeatOrderInput,
  type StartPaymentResponse,
  startPaymentInput,
  type TransactionResponse,
  type TransactionsResponse,
  transactionQuery,
} from '../../../shared/api/payments.js'
import type { PaymentProvider } from '../../adapters/payments.js'
import type { Database } from '../../db/database.js'
import { parseInput } from '../../http.js'
import { requireUser } from '../auth/policy.js'
import { testCheckoutRoutes } from './checkout.js'
import { type Buyer, PaymentService } from './service.js'

const webhookQuery = z.object({ provider: z.enum(['test', 'mollie']) }).strict()
/** Providers name the payment in `id`, as a form field (Mollie) or JSON; nothing else of the body is used. */
const webhookBody = z.object({ id: z.string().trim().min(1).max(100) })

/** The origin payment redirects and webhooks go to: PUBLIC_URL, else the one the member used. */
function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`
}

export function paymentRoutes(
  app: FastifyInstance,
  db: Database,
  provider: PaymentProvider,
  publicUrl: string | undefined,
) {
  const payments = new PaymentService(db, provider, app.events, app.log)
  app.decorate('payments', payments)
  if (provider.name === 'test')
    app.log.warn(
      'payments go through the built-in test checkout, where anyone can mark a payment paid: set PAYMENT_PROVIDER=mollie to take real money',
    )

  const buyer = (request: FastifyRequest): Buyer => ({
    site: request.site,
    user: requireUser(request),
    geoCountry: request.geoCountry,
    origin: originOf(request, publicUrl),
    t: request.t,
  })

  app.get('/api/bundles.php', async (request, reply): Promise<BundlesResponse> => {
    const { code } = parseInput(bundlesQuery, request.query)
    reply.header('cache-control', 'private, no-store')
    return payments.bundles(request.site, request.user, request.geoCountry, code)
  })

  app.post('/api/payment.php', async (request): Promise<StartPaymentResponse> => {
    const who = buyer(request)
    const input = parseInput(startPaymentInput, request.body)
    return payments.start(who, { bundle: input.bundle, method: input.method, code: input.discount_code })
  })

  app.get('/api/payment.php', async (request, reply): Promise<PaymentResponse> => {
    const user = requireUser(request)
    const { id } = parseInput(paymentQuery, request.query)
    reply.header('cache-control', 'private, no-store')
    return payments.view(request.site, user, id)
  })

  app.post('/api/repeat-order.php', async (request): Promise<StartPaymentResponse> => {
    const who = buyer(request)
    parseInput(repeatOrderInput, request.body)
    return payments.repeat(who)
  })

  app.get('/api/transactions.php', async (request, reply): Promise<TransactionsResponse> => {
    const user = requireUser(request)
    reply.header('cache-control', 'private, no-store')
    return payments.transactions(request.site, user)
  })

  app.get('/api/transaction.php', async (request, reply): Promise<TransactionResponse> => {
    const user = requireUser(request)
    const { id } = parseInput(transactionQuery, request.query)
    reply.header('cache-control', 'private, no-store')
    return payments.transaction(request.site, user, id, request.t)
  })

  // Form bodies are taken only by the provider-facing routes, in a scope of their own: everywhere else a
  // cross-site HTML form still cannot post to the API.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )

    scope.post('/api/payment-webhook.php', async (request): Promise<{ ok: true }> => {
      const { provider: name } = parseInput(webhookQuery, request.query)
      const { id } = parseInput(webhookBody, request.body)
      await payments.webhook(name, id)
      return { ok: true }
    })

    testCheckoutRoutes(scope, provider)
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Bundles, purchases and their provider webhooks; /directdebit completes its debits through it. */
    payments: PaymentService
  }
}
