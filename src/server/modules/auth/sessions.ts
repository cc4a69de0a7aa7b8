import type { Database } from '#server/db/database.js'
import { authCookieMaxAgeDays } from '#shared/constants.js'
import {
  deleteOtherSessions,
  deleteSessionByTokenHash,
  deleteSessionsOfUser,
  findSessionByTokenHash,
  insertSession,
  isIdle,
  markMemberSeen,
  markSessionSeen,
} from './queries.js'
import { hashToken, newToken } from './tokens.js'

export const sessionCookie = 'amora_session'
export const sessionMaxAgeMs = authCookieMaxAgeDays * 24 * 60 * 60 * 1000
/** Staff sessions (docs/product.md, Staff): 12 hours at most, and 30 minutes without a request end them. */
export const staffSession = { maxAgeMs: 12 * 60 * 60 * 1000, idleLimitMs: 30 * 60 * 1000 } as const
// Writing the last visit on every request would turn every read into a write; once a minute is enough.
const touchEveryMs = 60_000

export async function createSession(
  db: Database,
  userId: number,
  userAgent: string | undefined,
  options: { ip?: string; staff?: boolean } = {},
): Promise<string> {
  const token = newToken()
  const now = Date.now()
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    userAgent: userAgent?.slice(0, 300) ?? null,
    ip: options.ip ?? null,
    now,
    expiresAt: now + (options.staff ? staffSession.maxAgeMs : sessionMaxAgeMs),
    idleLimitMs: options.staff ? staffSession.idleLimitMs : null,
  })
  await markMemberSeen(db, userId, now)
  return token
}

export interface SessionRow {
  id: number
  user_id: number
  last_seen_at: number
  /** Set on staff sessions only (the second factor was given). */
  idle_limit_ms: number | null
}

export async function findSession(db: Database, token: string): Promise<SessionRow | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined
  const now = Date.now()
  const session = await findSessionByTokenHash(db, hashToken(token), now)
  if (!session || isIdle(session, now)) return undefined
  if (now - session.last_seen_at > touchEveryMs) {
    await Promise.all([markSessionSeen(db, session.id, now), markMemberSeen(db, session.user_id, now)])
  }
  return session
}

export async function endSession(db: Database, token: string): Promise<void> {
  await deleteSessionByTokenHash(db, hashToken(token))
}

/** After a password change: every other device has to log in again. */
export async function endOtherSessions(db: Database, userId: number, keepSessionId: number): Promise<void> {
  await deleteOtherSessions(db, userId, keepSessionId)
}

export async function endAllSessions(db: Database, userId: number): Promise<void> {
  await deleteSessionsOfUser(db, userId)
}
