import type { Database } from '../db/database.js'
import type { StaffRole } from '../modules/auth/policy.js'
import { createSession, sessionCookie } from '../modules/auth/sessions.js'

/**
 * Makes an account staff of the given role (restricted to `sites` when given) and answers the cookie of
 * a staff session for it, as a login with the second factor would open. The login itself is tested in
 * the staff module.
 */
export async function promoteToStaff(
  db: Database,
  userId: number,
  role: StaffRole,
  sites: number[] = [],
): Promise<string> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute()
  await db.deleteFrom('staff_sites').where('user_id', '=', userId).execute()
  for (const siteId of sites)
    await db.insertInto('staff_sites').values({ user_id: userId, site_id: siteId }).execute()
  const token = await createSession(db, userId, 'staff test', { staff: true, ip: '127.0.0.1' })
  return `${sessionCookie}=${token}`
}
