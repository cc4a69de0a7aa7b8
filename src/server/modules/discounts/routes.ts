import type { FastifyInstance } from 'fastify'
import {
  type DiscountCodeResponse,
  discountCodeQuery,
  stayDiscountInput,
} from '../../../shared/api/payments.js'
import type { AppDeps } from '../../deps.js'
import { parseInput } from '../../http.js'
import { requireUser } from '../auth/policy.js'
import { presentDiscountCode } from './presenter.js'
import { lookUpCode } from './service.js'
import { offerStayDiscount } from './stay-offer.js'

/** Lookups per member and minute: enough for anyone typing codes, too few to guess them. */
const lookupsPerMinute = 20

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps
  const { rateLimitScale } = deps.config
  app.get(
    '/api/discountcode.php',
    {
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
    async (request, reply): Promise<DiscountCodeResponse> => {
      const user = requireUser(request)
      // docs/product.md §7 passes the page's query through: parameters besides code and welcome are taken and
      // ignored.
      const query = parseInput(discountCodeQuery, request.query)
      reply.header('cache-control', 'private, no-store')
      const row = await lookUpCode(db, request.site, user, query)
      return { discountcode: presentDiscountCode(row, Date.now()) }
    },
  )

  app.post('/api/stay-discount.php', async (request): Promise<DiscountCodeResponse> => {
    const user = requireUser(request)
    parseInput(stayDiscountInput, request.body)
    const row = await offerStayDiscount(db, request.site, user.id)
    return { discountcode: presentDiscountCode(row, Date.now()) }
  })
}
