import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type MemberListResponse, type MemberResponse, memberIdQuery } from '../../../shared/api/members.js'
import type { Database } from '../../db/database.js'
import { parseInput } from '../../http.js'
import { selectedCountry } from '../sites/presenter.js'
import { signupMatches } from './cards.js'
import { viewMemberProfile } from './view.js'

const profileViewsPerHour = { member: 300, visitor: 120 } as const

/** Profile views are limited per account, and per address for visitors, so that nobody scrapes the site. */
function profileViewLimit(rateLimitScale: number) {
  return {
    rateLimit: {
      timeWindow: '1 hour',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `member-view:${request.user.id}` : `visitor-view:${request.ip}`,
      max: (request: FastifyRequest) =>
        (request.user ? profileViewsPerHour.member : profileViewsPerHour.visitor) * rateLimitScale,
    },
  }
}

export function memberRoutes(app: FastifyInstance, db: Database, rateLimitScale: number) {
  app.get(
    '/api/member.php',
    { config: profileViewLimit(rateLimitScale) },
    async (request, reply): Promise<MemberResponse> => {
      const { id } = parseInput(memberIdQuery, request.query)
      reply.header('cache-control', 'private, no-store')
      return { member: await viewMemberProfile(db, request.site, request.user, id, request.t) }
    },
  )

  app.get('/api/signup-matches.php', async (request): Promise<MemberListResponse> => {
    const country = selectedCountry(request.site, request.geoCountry)
    return { members: await signupMatches(db, request.site, country, request.user) }
  })
}
