import type { FastifyInstance } from 'fastify'
import { type GeocodeResponse, geocodeQuery } from '../../../shared/api/geocode.js'
import type { AppDeps } from '../../deps.js'
import { parseInput } from '../../http.js'
import { LocationService } from './service.js'

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps
  const { rateLimitScale } = deps.config
  const locations = new LocationService(db)

  // Open to visitors too (a town helps before signing up); limited per IP like the other open calls.
  // The request log stays off for this route: its URL carries a member's position.
  app.get(
    '/api/geocode.php',
    { config: { rateLimit: { max: 30 * rateLimitScale, timeWindow: '1 minute' } }, logLevel: 'warn' },
    async (request, reply): Promise<GeocodeResponse> => {
      const { lat, lon } = parseInput(geocodeQuery, request.query)
      reply.header('cache-control', 'private, max-age=3600')
      return { geocode: await locations.reverse(lat, lon, request.site.settings.countries) }
    },
  )
}
