import type { FastifyInstance } from 'fastify'
import { type SharedInterestsResponse, sharedInterestsQuery } from '../../../shared/api/match-finder.js'
import type { AppDeps } from '../../deps.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { requireUser } from '../auth/policy.js'
import { visibleMembersFor } from '../members/cards.js'

/** The match finder's one read of its own: it searches through /api/search.php like the search page. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, sites } = deps
  app.get('/api/shared-interests.php', async (request): Promise<SharedInterestsResponse> => {
    const viewer = requireUser(request)
    const query = parseInput(sharedInterestsQuery, request.query)
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
    const visible = await visibleMembersFor(db, site.id, viewer.id)
      .where('profiles.user_id', 'in', query.members)
      .execute()
    if (visible.length === 0) return { shared: [] }
    const rows = await db
      .selectFrom('profile_interests')
      .select(['user_id', 'interest_id'])
      .where(
        'user_id',
        'in',
        visible.map((row) => row.user_id),
      )
      .where('interest_id', 'in', query.interests)
      .execute()
    const byMember = new Map<number, string[]>()
    for (const row of rows) {
      const slug = slugById.get(row.interest_id)
      if (slug) byMember.set(row.user_id, [...(byMember.get(row.user_id) ?? []), slug])
    }
    return { shared: [...byMember].map(([id, interests]) => ({ id, interests: interests.sort() })) }
  })
}
