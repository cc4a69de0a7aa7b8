import type { FastifyRequest } from 'fastify'
import { AppError } from '../../errors.js'
import type { CurrentUser } from './current-user.js'

/** The logged-in member, or 403 authentication_required (docs/product.md §8). */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError('authentication_required')
  return request.user
}
