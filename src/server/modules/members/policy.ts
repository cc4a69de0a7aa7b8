import type { FastifyRequest } from 'fastify'
import { AppError } from '#server/errors.js'
import type { SearchQuery } from '#shared/api/search.js'

/**
 * docs/product.md §4 Logged-out search: members always; visitors when the site allows it, or when it allows
 * it for visitors with a traffic source and they arrived with one. It reads the parsed `network` of the
 * search query, so it runs as a preHandler: a malformed query is still a 400 before this 403.
 */
export async function requireSearchAccess(request: FastifyRequest): Promise<void> {
  if (request.user) return
  const { logged_out_search, logged_out_search_trafficsource } = request.site.settings
  if (logged_out_search !== 'none') return
  const { network } = request.query as Pick<SearchQuery, 'network'>
  if (logged_out_search_trafficsource !== 'none' && network) return
  throw new AppError('login_required_search')
}

/** An unknown, deleted, disabled or hidden member, or one of another site: 404 with a message that says so. */
export function memberNotFound(): AppError {
  return new AppError('not_found', { messageKey: 'members.errors.not_found' })
}
