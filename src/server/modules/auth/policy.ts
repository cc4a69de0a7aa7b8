import type { FastifyRequest } from 'fastify'
import { AppError } from '#server/errors.js'
import type { CurrentUser } from './current-user.js'

/**
 * Policies run as a route's preValidation hooks, so that a visitor hears "log in" (403
 * authentication_required, docs/product.md §8) before anything about their input.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  userOf(request)
}

/** The logged-in member of a route behind requireUser. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError('authentication_required')
  return request.user
}

/** The roles that answer for a site's fictional profiles and read its complaints. */
export const staffRoles = ['staff', 'admin'] as const
export type StaffRole = (typeof staffRoles)[number]

/** A policy for staff routes: a logged-in account with one of the roles, else 403 forbidden. */
export function requireStaff(roles: readonly StaffRole[] = staffRoles) {
  return async function requireStaffRole(request: FastifyRequest): Promise<void> {
    const user = userOf(request)
    if (!(roles as readonly string[]).includes(user.role)) throw new AppError('forbidden')
  }
}
