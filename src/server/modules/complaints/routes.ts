import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  type ComplaintResponse,
  complaintInput,
  type StaffComplaintsResponse,
} from '../../../shared/api/complaints.js'
import type { AppDeps } from '../../deps.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { requireUser } from '../auth/policy.js'
import { requireStaff } from '../chat/policy.js'
import { presentComplaint, presentStaffComplaint } from './presenter.js'
import { listOwnComplaints, listSiteComplaints, updateComplaintStatus } from './queries.js'
import { fileComplaint, sendAcknowledgement } from './service.js'

const statusInput = z
  .object({ id: z.number().int().positive().max(2_147_483_647), status: z.enum(['in_progress', 'closed']) })
  .strict()

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, mailer, siteUrl } = deps
  const { rateLimitScale } = deps.config
  // Filing sends a mail to an address a visitor types, so it is limited per IP like signup.
  const fileLimit = { rateLimit: { max: 20 * rateLimitScale, timeWindow: '10 minutes' } }

  app.post('/api/complaints.php', { config: fileLimit }, async (request, reply) => {
    const input = parseInput(complaintInput, request.body)
    const who = {
      site: request.site,
      user: request.user ?? undefined,
      language: request.locale,
      baseUrl: siteUrl(request.site),
    }
    const row = await fileComplaint(db, who, input)
    reply.status(201)
    // The complaint is stored: a mail server that fails now must not make the complainant file it twice.
    const acknowledged = await sendAcknowledgement(db, mailer, who, row).then(
      () => true,
      (err: unknown) => {
        request.log.error({ err, complaintId: row.id }, 'complaint acknowledgement not sent')
        return false
      },
    )
    return { complaint: presentComplaint(row), acknowledged } satisfies ComplaintResponse
  })

  app.get('/api/complaints.php', async (request) => {
    const user = requireUser(request)
    const rows = await listOwnComplaints(db, request.site.id, user.id)
    return { complaints: rows.map(presentComplaint) }
  })

  app.get('/api/staff/complaints.php', async (request) => {
    requireStaff(requireUser(request))
    const rows = await listSiteComplaints(db, request.site.id)
    return { complaints: rows.map(presentStaffComplaint) } satisfies StaffComplaintsResponse
  })

  app.put('/api/staff/complaints.php', async (request) => {
    requireStaff(requireUser(request))
    const { id, status } = parseInput(statusInput, request.body)
    const row = await updateComplaintStatus(db, request.site.id, id, status)
    if (!row) throw new AppError('not_found')
    return { complaint: presentStaffComplaint(row) }
  })
}
