import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import { complaintInput, complaintResponse, complaintsResponse } from '#shared/api/complaints.js'
import { requireUser, userOf } from '../auth/policy.js'
import { presentComplaint } from './presenter.js'
import { listOwnComplaints } from './queries.js'
import { fileComplaint, sendAcknowledgement } from './service.js'

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, mailer, siteUrl } = deps
  const { rateLimitScale } = deps.config
  // Filing sends a mail to an address a visitor types, so it is limited per IP like signup.
  const fileLimit = { rateLimit: { max: 20 * rateLimitScale, timeWindow: '10 minutes' } }
  const api = typedRoutes(app)
  const tags = ['complaints']

  // Members and visitors alike: no policy.
  api.post(
    '/api/complaints.php',
    {
      schema: {
        tags,
        summary: 'File a complaint',
        body: complaintInput,
        response: { 201: complaintResponse },
      },
      config: fileLimit,
    },
    async (request, reply) => {
      const who = {
        site: request.site,
        user: request.user ?? undefined,
        language: request.locale,
        baseUrl: siteUrl(request.site),
      }
      const row = await fileComplaint(db, who, request.body)
      reply.status(201)
      // The complaint is stored: a mail server that fails now must not make the complainant file it twice.
      const acknowledged = await sendAcknowledgement(db, mailer, who, row).then(
        () => true,
        (err: unknown) => {
          request.log.error({ err, complaintId: row.id }, 'complaint acknowledgement not sent')
          return false
        },
      )
      return { complaint: presentComplaint(row), acknowledged }
    },
  )

  api.get(
    '/api/complaints.php',
    {
      schema: { tags, summary: "The member's own complaints", response: { 200: complaintsResponse } },
      preValidation: requireUser,
    },
    async (request) => {
      const rows = await listOwnComplaints(db, request.site.id, userOf(request).id)
      return { complaints: rows.map(presentComplaint) }
    },
  )
  // The staff's side of complaints is the complaints desk (modules/complaints-desk).
}
