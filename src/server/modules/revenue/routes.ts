import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import { staffRevenueQuery, staffRevenueResponse } from '#shared/api/staff-revenue.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { dailyFiguresJob } from './job.js'
import { RevenueDashboard } from './service.js'

/** The back office's revenue dashboard (admins), read from the daily figures its job keeps. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const dashboard = new RevenueDashboard(deps.db)
  const api = typedRoutes(app)
  const adminOnly = requireStaff('admin')
  deps.jobs.add(dailyFiguresJob)

  api.get(
    '/api/staff/revenue.php',
    {
      schema: {
        tags: ['staff'],
        summary: 'The revenue dashboard: series and period totals',
        description:
          'Read from the daily figures a job keeps (docs/decisions/0036-daily-figures-kept-by-a-job.md), by day, ISO ' +
          'week or month; `from`/`to` are site calendar days, at most 731 days apart (default: the last 30).',
        querystring: staffRevenueQuery,
        response: { 200: staffRevenueResponse },
      },
      preValidation: adminOnly,
    },
    async (request, reply) => {
      reply.headers({ 'cache-control': 'no-store' })
      return dashboard.series(staffOf(request), request.query)
    },
  )
}
