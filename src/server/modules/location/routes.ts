import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import { geocodeQuery, geocodeResponse } from '#shared/api/location.js'
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
}
