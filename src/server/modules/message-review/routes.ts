import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  reviewAction,
  reviewActionResponse,
  reviewQuery,
  reviewResponse,
} from '#shared/api/staff-message-review.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { MessageReview } from './service.js'

/** The review list of the chat's spam and scam flags (moderators and admins). */
export function register(app: FastifyInstance, deps: AppDeps) {
  const review = new MessageReview(deps)
  const api = typedRoutes(app)
  const tags = ['staff']
  const moderators = requireStaff('admin', 'moderator')

  api.get(
    '/api/staff/review.php',
    {
      schema: {
        tags,
        summary: 'Members flagged by the chat spam and scam rules',
        description:
          'Members with open flags, the newest hit first (100 at most): the rules hit, their evidence and ' +
          'how many of their messages are held back. `site` narrows the list to one site.',
        querystring: reviewQuery,
        response: { 200: reviewResponse },
      },
      preValidation: moderators,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return review.list(staffOf(request), request.query)
    },
  )

  api.post(
    '/api/staff/review.php',
    {
      schema: {
        tags,
        summary: 'Clear a flagged member, or disable the account',
        description:
          '`clear` resolves all open flags of the member and delivers their held messages; `disable` (with a ' +
          'reason) disables the account, ends its sessions and drops the held messages. `flag` is any open ' +
          'flag of the member.',
        body: reviewAction,
        response: { 200: reviewActionResponse },
      },
      preValidation: moderators,
    },
    async (request) => review.act(staffOf(request), request.body),
  )
}
