import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { typedRoutes } from '#server/typed-routes.js'
import { sharedInterestsQuery, sharedInterestsResponse } from '#shared/api/match-finder.js'
import { requireUser, userOf } from '../auth/policy.js'
import { interestsAmong, visibleAmong } from './queries.js'

/** The match finder's one read of its own: it searches through /api/search.php like the search page. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, sites } = deps
  typedRoutes(app).get(
    '/api/shared-interests.php',
    {
      schema: {
        tags: ['match-finder'],
        summary: 'Which of the chosen interests each of these members has',
        querystring: sharedInterestsQuery,
        response: { 200: sharedInterestsResponse },
      },
      preValidation: requireUser,
    },
    async (request) => {
      const viewer = userOf(request)
      const query = request.query
      const site = request.site
      // A site that keeps interests off its profiles does not reveal them through the order either.
      if (!site.settings.visible_profile_fields.includes('interests')) return { shared: [] }
      const offered = await sites.listInterests()
      const allowed = site.settings.interests
      const slugById = new Map(
        offered.filter((i) => !allowed || allowed.includes(i.slug)).map((i) => [i.id, i.slug]),
      )
      if (query.interests.some((interest) => !slugById.has(interest))) {
        throw new AppError('validation_failed', { field: 'interests' })
      }
      const visible = await visibleAmong(db, site.id, viewer.id, query.members)
      if (visible.length === 0) return { shared: [] }
      const rows = await interestsAmong(db, visible, query.interests)
      const byMember = new Map<number, string[]>()
      for (const row of rows) {
        const slug = slugById.get(row.interest_id)
        if (slug) byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), slug])
      }
      return { shared: [...byMember].map(([id, interests]) => ({ id, interests: interests.sort() })) }
    },
  )
}
