import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { typedRoutes } from '#server/typed-routes.js'
import { type WarningsResponse, warningReadInput, warningsResponse } from '#shared/api/warnings.js'
import { requireUser, userOf } from '../auth/policy.js'
import { listUnreadWarnings, markWarningRead } from './queries.js'

async function unread(db: AppDeps['db'], userId: number): Promise<WarningsResponse> {
  const rows = await listUnreadWarnings(db, userId)
  return {
    warnings: rows.map((row) => ({
      id: row.id,
      text: row.body,
      created_at: new Date(Number(row.created_at)).toISOString(),
    })),
  }
}

/** Warnings from the site's staff, which the member sees until they confirm reading them. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps
  const api = typedRoutes(app)
  const tags = ['warnings']

  api.get(
    '/api/warnings.php',
    {
      schema: { tags, summary: "The member's unread warnings", response: { 200: warningsResponse } },
      preValidation: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return unread(db, userOf(request).id)
    },
  )

  api.put(
    '/api/warnings.php',
    {
      schema: {
        tags,
        summary: 'Confirm reading a warning',
        description: 'Answers the warnings still unread.',
        body: warningReadInput,
        response: { 200: warningsResponse },
      },
      preValidation: requireUser,
    },
    async (request) => {
      const userId = userOf(request).id
      if (!(await markWarningRead(db, userId, request.body.id, Date.now()))) throw new AppError('not_found')
      return unread(db, userId)
    },
  )
}
