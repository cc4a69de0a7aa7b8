import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import { staffAuditQuery, staffAuditResponse, staffPageSize } from '#shared/api/staff.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { presentAuditRow } from './presenter.js'
import { listAuditRows } from './queries.js'

/** The audit log can be read; no route writes, changes or deletes it. */
export function register(app: FastifyInstance, deps: AppDeps) {
  typedRoutes(app).get(
    '/api/staff/audit.php',
    {
      schema: {
        tags: ['staff'],
        summary: 'The audit log',
        description:
          'Every staff action, newest first, in pages of 50; filter by staff member, target and action.',
        querystring: staffAuditQuery,
        response: { 200: staffAuditResponse },
      },
      preValidation: requireStaff('admin'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { query } = request
      const rows = await listAuditRows(deps.db, {
        staff: query.staff,
        targetKind: query.target_kind,
        target: query.target,
        action: query.action,
        siteIds: staffOf(request).siteIds,
        offset: (query.page - 1) * staffPageSize,
        limit: staffPageSize + 1,
      })
      return {
        entries: rows.slice(0, staffPageSize).map(presentAuditRow),
        page: query.page,
        has_more: rows.length > staffPageSize,
      }
    },
  )
}
