import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import { memberIdQuery, memberListResponse, memberResponse } from '#shared/api/members.js'
import {
  type SearchResponse,
  searchQuery,
  searchResponse,
  suggestedQuery,
  suggestedResponse,
} from '#shared/api/search.js'
import { selectedCountry } from '../sites/presenter.js'
import { signupMatches } from './cards.js'
import { requireSearchAccess } from './policy.js'
import { searchFilter } from './searchAnswer.js'
import { Suggestions } from './suggested.js'
import { viewMemberProfile } from './view.js'
import { loadViewer } from './viewer.js'

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

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, sites, memberSearch: search } = deps
  const { rateLimitScale } = deps.config
  const suggestions = new Suggestions(db)
  const api = typedRoutes(app)
  const tags = ['members']

  api.get(
    '/api/search.php',
    {
      schema: {
        tags,
        summary: 'Search members',
        description:
          'Open to visitors when the site allows logged-out search (docs/product.md §4); their answer is the ' +
          'same JSON, precomputed.',
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
      // It needs the parsed `network`, so it runs after validation.
      preHandler: requireSearchAccess,
    },
    async (request, reply) => {
      const query = request.query
      const filter = await searchFilter(sites, request.site, query)
      if (!request.user) {
        // No country means every country, for visitors as for members: the search page itself starts
        // in the visitor's country, and a visitor who picks 'All countries' gets all of them.
        // The visitor's answer is a string of JSON, made once for everyone: Fastify sends it as it is.
        const json = await search.searchAsVisitor(request.site, filter, query.page)
        reply.type('application/json; charset=utf-8')
        return json as unknown as SearchResponse
      }
      return search.search(request.site, await search.searcherOf(request.user), filter, query.page)
    },
  )

  api.get(
    '/api/suggested.php',
    {
      schema: {
        tags,
        summary: 'Members suggested to the viewer',
        querystring: suggestedQuery,
        response: { 200: suggestedResponse },
      },
    },
    async (request) => {
      const country = selectedCountry(request.site, request.geoCountry)
      const user = request.user
      if (!user) return { members: await suggestions.suggest(request.site, null, country) }
      const { profile, blocked } = await loadViewer(db, user.id)
      const viewer = profile ? { user, profile, blocked } : null
      return { members: await suggestions.suggest(request.site, viewer, country) }
    },
  )

  api.get(
    '/api/member.php',
    {
      schema: {
        tags,
        summary: "A member's profile",
        querystring: memberIdQuery,
        response: { 200: memberResponse },
      },
      config: profileViewLimit(rateLimitScale),
    },
    async (request) => ({
      member: await viewMemberProfile(db, request.site, request.user, request.query.id, request.t),
    }),
  )

  api.get(
    '/api/signup-matches.php',
    {
      schema: {
        tags,
        summary: 'Members to show a visitor after signing up',
        response: { 200: memberListResponse },
      },
    },
    async (request) => {
      const country = selectedCountry(request.site, request.geoCountry)
      return { members: await signupMatches(db, request.site, country, request.user) }
    },
  )
}
