import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  deskPaymentsResponse,
  paymentPageResponse,
  paymentRefundInput,
  staffPaymentQuery,
  staffPaymentsQuery,
} from '#shared/api/staff-payments.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { PaymentDesk } from './service.js'

/** The back-office's payments desk: support reads, admins also refund. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const desk = new PaymentDesk(deps)
  const api = typedRoutes(app)
  const tags = ['staff']
  const readers = requireStaff('admin', 'support')
  const refunders = requireStaff('admin')
  const noStore = { 'cache-control': 'no-store' }

  api.get(
    '/api/staff/payments.php',
    {
      schema: {
        tags,
        summary: "The payments of the staff member's sites",
        description:
          'Newest first, 50 a page, with the total. `member`: a member id, or part of an e-mail address or ' +
          'profile name; `from`/`to`: days (YYYY-MM-DD) in UTC, both included; `status` also takes ' +
          '`partly_refunded` (paid, with part of it refunded).',
        querystring: staffPaymentsQuery,
        response: { 200: deskPaymentsResponse },
      },
      preValidation: readers,
    },
    async (request, reply) => {
      reply.headers(noStore)
      return desk.list(staffOf(request), request.query)
    },
  )

  api.get(
    '/api/staff/payment.php',
    {
      schema: {
        tags,
        summary: 'A payment with its events, ledger rows, invoices and credit notes',
        querystring: staffPaymentQuery,
        response: { 200: paymentPageResponse },
      },
      preValidation: readers,
    },
    async (request, reply) => {
      reply.headers(noStore)
      return desk.page(staffOf(request), request.query.id)
    },
  )

  api.post(
    '/api/staff/payment-refund.php',
    {
      schema: {
        tags,
        summary: 'Refund a payment in full or in part through its provider',
        description:
          'The provider refunds first; its new state is then applied as its webhook would (the credits ' +
          'reversal of docs/decisions/0010), with the event and the `payment.refund` audit row. 400 when ' +
          'the amount is more than what is left or the payment is not refundable; 409 `refund_refused` ' +
          'when the provider refuses, and nothing changes.',
        body: paymentRefundInput,
        response: { 200: paymentPageResponse },
      },
      preValidation: refunders,
    },
    async (request) => desk.refund(staffOf(request), request.body),
  )
}
