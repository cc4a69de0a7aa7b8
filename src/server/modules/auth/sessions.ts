import { authCookieMaxAgeDays } from '../../../shared/constants.js'
import type { Database } from '../../db/database.js'
import { hashToken, newToken } from './tokens.js'

export const sessionCookie = 'amora_session'
export const sessionMaxAgeMs = authCookieMaxAgeDays * 24 * 60 * 60 * 1000
// Writing last_seen_at on every request would turn every read into a write; once a minute is enough.
const touchEveryMs = 60_000

export async function createSession(
  db: Database,
  userId: number,
  userAgent: string | undefined,
): Promise<string> {
  const token = newToken()
  const now = Date.now()
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      user_agent: userAgent?.slice(0, 300) ?? null,
      created_at: now,
      last_seen_at: now,
      expires_at: now + sessionMaxAgeMs,
    })
    .execute()
  return token
}

export interface SessionRow {
  id: number
  user_id: number
  last_seen_at: number
}

export async function findSession(db: Database, token: string): Promise<SessionRow | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined
  const session = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at'])
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', Date.now())
    .executeTakeFirst()
  if (session && Date.now() - session.last_seen_at > touchEveryMs) {
    await db.updateTable('sessions').set({ last_seen_at: Date.now() }).where('id', '=', session.id).execute()
  }
  return session
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute()
}

/** After a password change: every other device has to log in again. */
export async function endOtherSessions(db: Database, userId: number, keepSessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute()
}

export async function endAllSessions(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
}
