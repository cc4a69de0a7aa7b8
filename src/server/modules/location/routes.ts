import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  geocodeErrors,
  geocodeQuery,
  geocodeResponse,
  townsQuery,
  townsResponse,
} from '#shared/api/location.js'
import { LocationService } from './service.js'

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps
  const { rateLimitScale } = deps.config
  const locations = new LocationService(db)

  // Open to visitors too (a town helps before signing up); limited per IP like the other open calls.
  // The request log stays off for this route: its URL carries a member's position.
  typedRoutes(app).get(
    '/api/geocode.php',
    {
      schema: {
        tags: ['location'],
        summary: 'The nearest known town to a position',
        querystring: geocodeQuery,
        response: { 200: geocodeResponse },
      },
      config: { rateLimit: { max: 30 * rateLimitScale, timeWindow: '1 minute' } },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { lat, lon } = request.query
      reply.header('cache-control', 'private, max-age=3600')
      return { geocode: await locations.reverse(lat, lon, request.site.settings.countries) }
    },
  )

  // Reference data, the same for everyone: kept by browsers and proxies for a day.
  typedRoutes(app).get(
    '/api/towns.php',
    {
      schema: {
        tags: ['location'],
        summary: "A region's known towns, suggested while the member types their town",
        querystring: townsQuery,
        response: { 200: townsResponse },
      },
    },
    async (request, reply) => {
      const found = await locations.townsOfRegion(request.query.region)
      if (!found) throw new AppError('not_found', { messageKey: geocodeErrors.region })
      reply.header('cache-control', 'public, max-age=86400')
      return { towns: [...found] }
    },
  )
}
