import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  discountCreateInput,
  discountEditInput,
  discountPageResponse,
  discountStatusInput,
  staffDiscountQuery,
  staffDiscountsQuery,
  staffDiscountsResponse,
} from '#shared/api/staff-discounts.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { DiscountDesk } from './service.js'

/** The back office's discount codes (admins only). */
export function register(app: FastifyInstance, deps: AppDeps) {
  const desk = new DiscountDesk(deps)
  const api = typedRoutes(app)
  const tags = ['staff']
  const adminOnly = requireStaff('admin')
  const noStore = { 'cache-control': 'no-store' }

  api.get(
    '/api/staff/discounts.php',
    {
      schema: {
        tags,
        summary: "The discount codes of the staff member's sites",
        description:
          'Newest first, 50 a page, each with its completed uses and the revenue of those payments (less ' +
          'refunds and chargebacks) per currency. `status=expired`: the expiry has passed, whatever the status.',
        querystring: staffDiscountsQuery,
        response: { 200: staffDiscountsResponse },
      },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      reply.headers(noStore)
      return desk.list(staffOf(request), request.query)
    },
  )

  api.post(
    '/api/staff/discounts.php',
    {
      schema: {
        tags,
        summary: 'Make a discount code',
        description:
          'The code is stored in capitals and unique per site whatever its case. Empty country, currency or ' +
          'methods: any. The percentage is at most the site setting `discount_max_percentage` (at most 90).',
        body: discountCreateInput,
        response: { 200: discountPageResponse },
      },
      preValidation: adminOnly,
    },
    async (request) => desk.create(staffOf(request), request.body),
  )

  api.get(
    '/api/staff/discount.php',
    {
      schema: {
        tags,
        summary: 'A discount code with its latest uses',
        querystring: staffDiscountQuery,
        response: { 200: discountPageResponse },
      },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      reply.headers(noStore)
      return desk.page(staffOf(request), request.query.id)
    },
  )

  api.put(
    '/api/staff/discount.php',
    {
      schema: {
        tags,
        summary: 'Change a discount code',
        description:
          "Every field anew. The welcome code's text, validity and member cannot change (docs/product.md).",
        body: discountEditInput,
        response: { 200: discountPageResponse },
      },
      preValidation: adminOnly,
    },
    async (request) => desk.edit(staffOf(request), request.body),
  )

  api.post(
    '/api/staff/discount-status.php',
    {
      schema: {
        tags,
        summary: 'Pause, resume or expire a discount code',
        description:
          'A paused code is "Code not found" to members until it is resumed; `expire` ends it now.',
        body: discountStatusInput,
        response: { 200: discountPageResponse },
      },
      preValidation: adminOnly,
    },
    async (request) => desk.setStatus(staffOf(request), request.body),
  )
}
