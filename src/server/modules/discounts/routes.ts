import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import { discountCodeQuery, discountCodeResponse, stayDiscountInput } from '#shared/api/payments.js'
import { requireUser, userOf } from '../auth/policy.js'
import { presentDiscountCode } from './presenter.js'
import { lookUpCode, siteMaxPercentage } from './service.js'
import { offerStayDiscount } from './stay-offer.js'

/** Lookups per member and minute: enough for anyone typing codes, too few to guess them. */
const lookupsPerMinute = 20

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps
  const { rateLimitScale } = deps.config
  const api = typedRoutes(app)
  const tags = ['discounts']

  api.get(
    '/api/discountcode.php',
    {
      schema: {
        tags,
        summary: 'Look up a discount code',
        description:
          '`code=` looks up a code, `welcome=true` the welcome code. Other parameters of the page are taken ' +
          'and ignored (docs/product.md §7).',
        querystring: discountCodeQuery,
        response: { 200: discountCodeResponse },
      },
      preValidation: requireUser,
      config: {
        rateLimit: {
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (request) =>
            request.user ? `discountcode:${request.user.id}` : `discountcode-ip:${request.ip}`,
          max: lookupsPerMinute * rateLimitScale,
        },
      },
    },
    async (request) => {
      const row = await lookUpCode(db, request.site, userOf(request), request.query)
      const siteMax = await siteMaxPercentage(db, request.site.id)
      return { discountcode: presentDiscountCode(row, Date.now(), siteMax) }
    },
  )

  api.post(
    '/api/stay-discount.php',
    {
      schema: {
        tags,
        summary: 'The discount offered to stay',
        description:
          "From the account deletion form: the member's own code with the company's delete discount, once. " +
          'Asking again answers the same code while it is unused and valid.',
        body: stayDiscountInput,
        response: { 200: discountCodeResponse },
      },
      preValidation: requireUser,
    },
    async (request) => {
      const row = await offerStayDiscount(db, request.site, userOf(request).id)
      return { discountcode: presentDiscountCode(row, Date.now()) }
    },
  )
}
