import type { FastifyRequest } from 'fastify'
import { AppError } from '#server/errors.js'
import { type StaffRole, staffRoles } from '#shared/api/staff.js'
import type { CurrentUser } from './current-user.js'

export { type StaffRole, staffRoles }

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

/** A staff member as a staff route sees them: their role and the sites they answer to. */
export interface StaffMember {
  user: CurrentUser
  role: StaffRole
  /** null: every site. */
  siteIds: readonly number[] | null
  ip: string
}

export function isStaffRole(role: string): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role)
}

/**
 * A policy for staff routes, naming the roles it lets in: a visitor hears authentication_required, a
 * member or a staff member of another role forbidden.
 */
export function requireStaff(...roles: StaffRole[]) {
  return async function requireStaffRole(request: FastifyRequest): Promise<void> {
    const user = userOf(request)
    if (!isStaffRole(user.role) || !roles.includes(user.role)) throw new AppError('forbidden')
  }
}

/** The staff member of a route behind requireStaff. */
export function staffOf(request: FastifyRequest): StaffMember {
  const user = userOf(request)
  if (!isStaffRole(user.role)) throw new AppError('forbidden')
  return { user, role: user.role, siteIds: user.staffSites, ip: request.ip }
}

/** Whether the staff member answers to this site. */
export function answersTo(staff: Pick<StaffMember, 'siteIds'>, siteId: number): boolean {
  return staff.siteIds === null || staff.siteIds.includes(siteId)
}
