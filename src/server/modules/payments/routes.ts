import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify'
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
import type { AppDeps } from '../../deps.js'
import { AppError } from '../../errors.js'
import { fromThisMachine, parseInput } from '../../http.js'
import { requireUser } from '../auth/policy.js'
import { testCheckoutRoutes } from './checkout.js'
import type { Buyer } from './service.js'

const webhookQuery = z.object({ provider: z.enum(['test', 'mollie']) }).strict()
/** Providers name the payment in `id`, as a form field (Mollie) or JSON; nothing else of the body is used. */
const webhookBody = z.object({ id: z.string().trim().min(1).max(100) })

export interface PaymentRouteOptions {
  /** PAYMENT_PROVIDER=test was set: the test checkout serves every visitor, not only this machine. */
  testCheckoutForEveryone: boolean
}

/**
 * The test checkout lets the buyer mark a payment paid. Unless the operator asked for it by name, it
 * serves only browsers on the server's own machine, so that a live site left without a provider never
 * hands out credits for nothing (docs/decisions/0011).
 */
function testCheckoutGuard(provider: PaymentProvider, options: PaymentRouteOptions, log: FastifyBaseLogger) {
  if (provider.name !== 'test') return () => {}
  if (options.testCheckoutForEveryone) {
    log.warn('PAYMENT_PROVIDER=test: every visitor can mark a payment paid; never run a live site like this')
    return () => {}
  }
  log.warn('no PAYMENT_PROVIDER set: the test checkout serves browsers on this machine only')
  return (request: FastifyRequest) => {
    if (!fromThisMachine(request)) {
      throw new AppError('payment_provider_unavailable', { messageKey: 'payments.errors.not_configured' })
    }
  }
}

export function register(app: FastifyInstance, deps: AppDeps) {
  const { payments, paymentProvider: provider, siteUrl } = deps
  const options = { testCheckoutForEveryone: deps.config.testCheckoutForEveryone }
  const guardTestCheckout = testCheckoutGuard(provider, options, app.log)

  const buyer = (request: FastifyRequest): Buyer => ({
    site: request.site,
    user: requireUser(request),
    geoCountry: request.geoCountry,
    // Redirects and webhooks go to the site's own address: a Host the client chose could send the
    // provider's webhook, and the member after paying, anywhere.
    origin: siteUrl(request.site),
    t: request.t,
  })

  app.get('/api/bundles.php', async (request, reply): Promise<BundlesResponse> => {
    const { code } = parseInput(bundlesQuery, request.query)
    reply.header('cache-control', 'private, no-store')
    return payments.bundles(request.site, request.user, request.geoCountry, code)
  })

  app.post('/api/payment.php', async (request): Promise<StartPaymentResponse> => {
    const who = buyer(request)
    guardTestCheckout(request)
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
    guardTestCheckout(request)
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

    testCheckoutRoutes(scope, provider, guardTestCheckout)
  })
}
