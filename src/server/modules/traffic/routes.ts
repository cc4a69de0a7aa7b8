import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { parseInput } from '#server/http.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  postbackConfigInput,
  postbackConfigRemoval,
  postbackConfigResponse,
  postbacksQuery,
  postbacksResponse,
  trafficQuery,
  trafficResponse,
} from '#shared/api/staff-traffic.js'
import { visitBody, visitResponse } from '#shared/api/visits.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { sendPostbacksJob } from './postbacks.js'
import { forgetOldVisitsJob, TrafficDesk } from './service.js'

/** A beacon sent as text/plain carries its JSON as a string. */
function beaconBody(body: unknown): unknown {
  if (typeof body !== 'string') return body
  try {
    return JSON.parse(body)
  } catch {
    throw new AppError('invalid_json')
  }
}

/** Traffic sources: the landers' first-party visit beacon, the staff report and the networks' postbacks. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const desk = new TrafficDesk(deps)
  deps.jobs.add(sendPostbacksJob)
  deps.jobs.add(forgetOldVisitsJob)
  const api = typedRoutes(app)
  const adminOnly = requireStaff('admin')
  const noStore = { 'cache-control': 'no-store' }
  const visitLimit = { rateLimit: { max: 60 * deps.config.rateLimitScale, timeWindow: '1 minute' } }

  api.post(
    '/api/visit.php',
    {
      schema: {
        tags: ['traffic'],
        summary: "A lander's visit, or the same visit bounced",
        description:
          'JSON, or JSON as text/plain (a beacon). `{path, network?, ref?, sub1?, sub2?, sub3?, lb?}` stores a ' +
          'visit (the address truncated: IPv4 /24, IPv6 /48) and answers its id; `{visit, bounced: true}` marks ' +
          'a visit opened with `lb` bounced (204). No cookie is set.',
        body: z.union([visitBody, z.string().describe('the same JSON, as text/plain (a beacon)')]),
        response: { 200: visitResponse, 204: z.undefined().describe('No content') },
      },
      config: visitLimit,
    },
    async (request, reply) => {
      const input = parseInput(visitBody, beaconBody(request.body))
      reply.headers(noStore)
      if ('bounced' in input) {
        await desk.markBounced(request.site, input.visit)
        return reply.status(204).send()
      }
      return { visit: await desk.recordVisit(request.site, input, request.ip) }
    },
  )

  api.get(
    '/api/staff/traffic.php',
    {
      schema: {
        tags: ['staff'],
        summary: 'Visitors, signups, activations, first purchases and revenue per traffic source',
        description:
          '`from` and `to` are the site’s calendar days, both included. `group`: network (default), ref or a ' +
          'sub id; grouped by other than network, `network` is required. Members without a source count under ' +
          '`key: null`.',
        querystring: trafficQuery,
        response: { 200: trafficResponse },
      },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      reply.headers(noStore)
      return desk.report(staffOf(request), request.query)
    },
  )

  api.get(
    '/api/staff/postbacks.php',
    {
      schema: {
        tags: ['staff'],
        summary: "A site's postback templates and its latest postbacks with their attempts",
        querystring: postbacksQuery,
        response: { 200: postbacksResponse },
      },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      reply.headers(noStore)
      return desk.postbacks(staffOf(request), request.query.site)
    },
  )

  api.put(
    '/api/staff/postback-config.php',
    {
      schema: {
        tags: ['staff'],
        summary: "Add a network's postback or change it",
        description:
          'One per site and network. The template is an http(s) URL with the placeholders {network} {ref} {sub1} ' +
          '{sub2} {sub3} {event} {amount} {currency} {member}; any other is refused on `url_template`.',
        body: postbackConfigInput,
        response: { 200: postbackConfigResponse },
      },
      preValidation: adminOnly,
    },
    async (request) => ({ config: await desk.saveConfig(staffOf(request), request.body) }),
  )

  api.delete(
    '/api/staff/postback-config.php',
    {
      schema: {
        tags: ['staff'],
        summary: "Remove a network's postback",
        description: 'Postbacks already queued are still sent.',
        body: postbackConfigRemoval,
        response: { 200: z.object({ removed: z.literal(true) }) },
      },
      preValidation: adminOnly,
    },
    async (request) => {
      await desk.removeConfig(staffOf(request), request.body.id)
      return { removed: true as const }
    },
  )
}
