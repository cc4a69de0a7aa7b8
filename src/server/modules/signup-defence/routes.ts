import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  emailBlockDeleteQuery,
  emailBlockInput,
  emailBlocksQuery,
  emailBlocksResponse,
} from '#shared/api/staff-email-blocks.js'
import { requireStaff, staffOf } from '../auth/policy.js'

/** The back-office's block list of e-mail domains and addresses, per site (admins). */
export function register(app: FastifyInstance, deps: AppDeps) {
  const { signupDefence } = deps
  const api = typedRoutes(app)
  const tags = ['staff']
  const adminOnly = requireStaff('admin')

  api.get(
    '/api/staff/email-blocks.php',
    {
      schema: {
        tags,
        summary: "A site's blocked e-mail domains and addresses",
        querystring: emailBlocksQuery,
        response: { 200: emailBlocksResponse },
      },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return signupDefence.list(staffOf(request), request.query.site)
    },
  )

  api.post(
    '/api/staff/email-blocks.php',
    {
      schema: {
        tags,
        summary: 'Block an e-mail domain or address for signups',
        description:
          'A domain blocks its subdomains too. Signups and e-mail changes to a blocked address are refused; ' +
          'accounts that have one already stay as they are. Adding a block that exists changes nothing.',
        body: emailBlockInput,
        response: { 200: emailBlocksResponse },
      },
      preValidation: adminOnly,
    },
    async (request) => signupDefence.add(staffOf(request), request.body),
  )

  api.delete(
    '/api/staff/email-blocks.php',
    {
      schema: {
        tags,
        summary: 'Remove a block',
        querystring: emailBlockDeleteQuery,
        response: { 200: emailBlocksResponse },
      },
      preValidation: adminOnly,
    },
    async (request) => signupDefence.remove(staffOf(request), request.query.site, request.query.id),
  )
}
