import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify'
import type { PaymentProvider } from '#server/adapters/payments/provider.js'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { fromThisMachine } from '#server/http.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  bundlesQuery,
  bundlesResponse,
  paymentQuery,
  paymentResponse,
  paymentWebhookInput,
  paymentWebhookQuery,
  paymentWebhookResponse,
  repeatOrderInput,
  startPaymentInput,
  startPaymentResponse,
  transactionQuery,
  transactionResponse,
  transactionsResponse,
} from '#shared/api/payments.js'
import { requireUser, userOf } from '../auth/policy.js'
import type { Buyer } from './checkout.js'
import { testCheckoutRoutes } from './test-checkout.js'

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
  const api = typedRoutes(app)
  const tags = ['payments']

  /** A policy for the calls that start a payment: the member hears 502 before anything about the input. */
  async function requireCheckoutAvailable(request: FastifyRequest): Promise<void> {
    guardTestCheckout(request)
  }

  const buyer = (request: FastifyRequest): Buyer => ({
    site: request.site,
    user: userOf(request),
    geoCountry: request.geoCountry,
    // Redirects and webhooks go to the site's own address: a Host the client chose could send the
    // provider's webhook, and the member after paying, anywhere.
    origin: siteUrl(request.site),
    t: request.t,
  })

  api.get(
    '/api/bundles.php',
    {
      schema: {
        tags,
        summary: 'Bundles, prices and payment methods',
        description:
          "The site's bundles in the viewer's currency, the active discount and the methods offered in the " +
          "viewer's country. Visitors may ask too; `code` shows what a discount code takes off.",
        querystring: bundlesQuery,
        response: { 200: bundlesResponse },
      },
    },
    async (request) =>
      payments.pricing.bundles(request.site, request.user, request.geoCountry, request.query.code),
  )

  api.post(
    '/api/payment.php',
    {
      schema: {
        tags,
        summary: 'Start a purchase',
        description:
          "Creates the payment at the provider and answers where to send the browser: the provider's checkout.",
        body: startPaymentInput,
        response: { 200: startPaymentResponse },
      },
      preValidation: [requireUser, requireCheckoutAvailable],
    },
    async (request) => {
      const { bundle, method, discount_code } = request.body
      return payments.checkout.start(buyer(request), { bundle, method, code: discount_code })
    },
  )

  api.get(
    '/api/payment.php',
    {
      schema: {
        tags,
        summary: 'The state of one of my purchases',
        querystring: paymentQuery,
        response: { 200: paymentResponse },
      },
      preValidation: requireUser,
    },
    async (request) => payments.checkout.view(request.site, userOf(request), request.query.id),
  )

  api.post(
    '/api/repeat-order.php',
    {
      schema: {
        tags,
        summary: 'Repeat my last order',
        description: "A paid member's last completed order again, at today's price, in one step.",
        body: repeatOrderInput,
        response: { 200: startPaymentResponse },
      },
      preValidation: [requireUser, requireCheckoutAvailable],
    },
    async (request) => payments.checkout.repeat(buyer(request)),
  )

  api.get(
    '/api/transactions.php',
    {
      schema: { tags, summary: 'My purchases and credit ledger', response: { 200: transactionsResponse } },
      preValidation: requireUser,
    },
    async (request) => payments.history.transactions(request.site, userOf(request)),
  )

  api.get(
    '/api/transaction.php',
    {
      schema: {
        tags,
        summary: 'One of my purchases, with its invoice',
        querystring: transactionQuery,
        response: { 200: transactionResponse },
      },
      preValidation: requireUser,
    },
    async (request) =>
      payments.history.transaction(request.site, userOf(request), request.query.id, request.t),
  )

  // Form bodies are taken only by the provider-facing routes, in a scope of their own: everywhere else a
  // cross-site HTML form still cannot post to the API.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )

    typedRoutes(scope).post(
      '/api/payment-webhook.php',
      {
        schema: {
          tags,
          summary: 'Payment provider webhook',
          description:
            'The payment provider tells that a payment changed, naming it in `id` (a form field, as Mollie ' +
            'posts it, or JSON). Other fields are ignored: the status is fetched from the provider.',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          querystring: paymentWebhookQuery,
          body: paymentWebhookInput,
          response: { 200: paymentWebhookResponse },
        },
      },
      async (request) => {
        await payments.reconciliation.webhook(request.query.provider, request.body.id)
        return { ok: true as const }
      },
    )

    testCheckoutRoutes(scope, provider, guardTestCheckout)
  })
}
