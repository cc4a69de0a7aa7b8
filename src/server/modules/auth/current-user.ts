import type { Database } from '#server/db/database.js'
import { listStaffSiteIds } from './queries.js'
import { findSession } from './sessions.js'

/** The member a request is made by, as every feature needs it. */
export interface CurrentUser {
  id: number
  siteId: number
  sessionId: number
  email: string
  status: string
  role: string
  credits: number
  paidUser: boolean
  language: string
  invisible: boolean
  notificationsDisabled: string[]
  signupDate: number
  /** The sites a staff account answers to, null for every site; a member's is empty. */
  staffSites: readonly number[] | null
}

// Accounts in these states can no longer use a session.
const closedStatuses = ['deleted', 'disabled', 'erased']

export async function loadSessionUser(
  db: Database,
  siteId: number,
  token: string,
): Promise<CurrentUser | null> {
  const found = await findSession(db, token, siteId, closedStatuses)
  if (!found?.user) return null
  const { session, user } = found
  // A staff account's powers need a session opened with the second factor; any other session of it
  // (from before a promotion) is worth nothing.
  if (user.role !== 'member' && session.idle_limit_ms === null) return null
  return {
    id: user.id,
    siteId: user.site_id,
    sessionId: session.id,
    email: user.email,
    status: user.status,
    role: user.role,
    credits: user.credits,
    paidUser: user.paid_user === 1,
    language: user.language,
    invisible: user.invisible === 1,
    notificationsDisabled: JSON.parse(user.notifications_disabled) as string[],
    signupDate: user.signup_date,
    staffSites: user.role === 'member' ? [] : await staffSitesOf(db, user.id),
  }
}

async function staffSitesOf(db: Database, userId: number): Promise<number[] | null> {
  const ids = await listStaffSiteIds(db, userId)
  return ids.length === 0 ? null : ids
}
