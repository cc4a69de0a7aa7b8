import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  moderationDecisionInput,
  moderationDecisionResponse,
  moderationQueueQuery,
  moderationQueueResponse,
} from '#shared/api/staff-moderation.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { Moderation } from './service.js'

/** The moderators' queue of members' photos and changed texts, and their decisions. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const moderation = new Moderation(deps.db, deps.sites, deps.mailer, deps.siteUrl)
  const api = typedRoutes(app)
  const tags = ['staff']
  const moderators = requireStaff('admin', 'moderator')

  api.get(
    '/api/staff/moderation.php',
    {
      schema: {
        tags,
        summary: "A site's photos or texts waiting for their check, oldest first",
        querystring: moderationQueueQuery,
        response: { 200: moderationQueueResponse },
      },
      preValidation: moderators,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return moderation.queue(staffOf(request), request.query)
    },
  )

  api.post(
    '/api/staff/moderation.php',
    {
      schema: {
        tags,
        summary: 'Approve or refuse a photo or a text',
        description:
          '`photo`: a waiting photo, or a shown one taken down (from a report); `text`: a waiting name or ' +
          "about-me text; `about_me`: a member's id, whose about-me text is taken down. A refusal names its " +
          'reason, is mailed to the member in their language and shows on their profile page.',
        body: moderationDecisionInput,
        response: { 200: moderationDecisionResponse },
      },
      preValidation: moderators,
    },
    async (request) => moderation.decide(staffOf(request), request.body),
  )
}
