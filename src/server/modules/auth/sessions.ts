import { type Database, isPostgres } from '#server/db/database.js'
import { authCookieMaxAgeDays } from '#shared/constants.js'
import {
  deleteOtherSessions,
  deleteSessionByTokenHash,
  deleteSessionsOfUser,
  findSessionByTokenHash,
  findSessionUser,
  findSessionWithUser,
  insertSession,
  isIdle,
  markMemberSeen,
  markSessionSeen,
  type SessionUserRow,
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

/** A live session and its member on the site (none when the account is closed or of another site). */
export interface SessionWithUser {
  session: SessionRow
  user: SessionUserRow | undefined
}

/**
 * The live session of `token` (unexpired, not idle past a staff session's limit) with its member on the site,
 * unless the account is in one of `excludedStatuses`. Every request asks: on PostgreSQL in one statement, on
 * SQLite in two small ones, which it answers faster than one joined.
 */
export async function findSession(
  db: Database,
  token: string,
  siteId: number,
  excludedStatuses: string[],
): Promise<SessionWithUser | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined
  const now = Date.now()
  const found = await readSession(db, hashToken(token), now, siteId, excludedStatuses)
  if (!found || isIdle(found.session, now)) return undefined
  const { session } = found
  if (now - session.last_seen_at > touchEveryMs) {
    // A closed account's session is still marked (it is refused below), its member is not.
    await Promise.all([
      markSessionSeen(db, session.id, now),
      found.user ? markMemberSeen(db, session.user_id, now) : null,
    ])
  }
  return found
}

async function readSession(
  db: Database,
  tokenHash: string,
  now: number,
  siteId: number,
  excludedStatuses: string[],
): Promise<SessionWithUser | undefined> {
  if (!isPostgres(db)) {
    const session = await findSessionByTokenHash(db, tokenHash, now)
    if (!session) return undefined
    return { session, user: await findSessionUser(db, siteId, session.user_id, excludedStatuses) }
  }
  const row = await findSessionWithUser(db, tokenHash, now, siteId, excludedStatuses)
  if (!row) return undefined
  const { session_id, user_id, last_seen_at, idle_limit_ms, ...user } = row
  const session = { id: session_id, user_id, last_seen_at, idle_limit_ms }
  return { session, user: user.id === null ? undefined : (user as SessionUserRow) }
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
