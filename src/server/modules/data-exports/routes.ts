import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  dataExportDownloadInput,
  dataExportResponse,
  staffDataExportFileQuery,
  staffDataExportInput,
  staffDataExportsQuery,
  staffDataExportsResponse,
} from '#shared/api/data-exports.js'
import { isCrossSite } from '../auth/hooks.js'
import { requireStaff, requireUser, staffOf, userOf } from '../auth/policy.js'
import type { ExportDownload } from './service.js'

const zipAnswer = {
  200: {
    description: 'The ZIP file, as an attachment',
    content: { 'application/zip': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
  },
}

function sendZip(reply: FastifyReply, file: ExportDownload) {
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body)
}

/** Members' own data: the member's export on /profile, its mailed link, and staff copies (admin, support). */
export function register(app: FastifyInstance, deps: AppDeps) {
  const exports = deps.dataExports
  deps.jobs.add(exports.job())
  const api = typedRoutes(app)
  const tags = ['account']
  const staffTags = ['staff']
  const staffOnly = requireStaff('admin', 'support')

  api.get(
    '/api/data-export.php',
    {
      schema: {
        tags,
        summary: "The member's latest export of their own data",
        response: { 200: dataExportResponse },
      },
      preValidation: requireUser,
    },
    async (request) => exports.state(userOf(request)),
  )

  api.post(
    '/api/data-export.php',
    {
      schema: {
        tags,
        summary: 'Ask for an export of everything the site holds about the member',
        description:
          'Prepared in the background; the member then gets a mail with a link that works once and for 7 ' +
          'days. Refused (429) while the previous one is being prepared and within 24 hours of it.',
        body: z.object({}).strict(),
        response: { 200: dataExportResponse },
      },
      preValidation: requireUser,
    },
    async (request) => exports.request(userOf(request)),
  )

  api.post(
    '/api/data-export-download.php',
    {
      schema: {
        tags,
        summary: 'Download an export with the token of its mailed link',
        description: 'Works once and until the link expires; after that 410 `data_export_link_invalid`.',
        body: dataExportDownloadInput,
        response: zipAnswer,
      },
      config: { rateLimit: { max: 20 * deps.config.rateLimitScale, timeWindow: '1 minute' } },
    },
    async (request, reply) => sendZip(reply, await exports.download(request.body.token)),
  )

  api.get(
    '/api/staff/data-exports.php',
    {
      schema: {
        tags: staffTags,
        summary: "A member's data exports",
        querystring: staffDataExportsQuery,
        response: { 200: staffDataExportsResponse },
      },
      preValidation: staffOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return exports.staffList(staffOf(request), request.query.member)
    },
  )

  api.post(
    '/api/staff/data-exports.php',
    {
      schema: {
        tags: staffTags,
        summary: "Prepare a copy of a member's data for staff",
        description: 'Not mailed to the member; downloaded from the member page once ready. Audited.',
        body: staffDataExportInput,
        response: { 200: staffDataExportsResponse },
      },
      preValidation: staffOnly,
    },
    async (request) => exports.staffRequest(staffOf(request), request.body.member),
  )

  api.get(
    '/api/staff/data-export-file.php',
    {
      schema: {
        tags: staffTags,
        summary: 'Download a staff copy of a member’s data',
        description:
          'Each download is written to the audit log. A plain link, so a GET; refused (403 ' +
          '`cross_site_request`) when another website sends the browser here.',
        querystring: staffDataExportFileQuery,
        response: zipAnswer,
      },
      preValidation: staffOnly,
    },
    async (request, reply) => {
      // A GET that writes an audit row: another website must not make a staff browser fetch it.
      if (isCrossSite(request)) throw new AppError('cross_site_request')
      return sendZip(reply, await exports.staffDownload(staffOf(request), request.query.id))
    },
  )
}
