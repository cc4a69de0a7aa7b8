import type { Database } from '#server/db/database.js'
import { listRecentLoginAttempts } from './queries.js'

/** Five wrong passwords within 15 minutes block logins to that e-mail address for 15 minutes. */
export const loginBlock = { maxFailures: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 } as const

/**
 * How long logins to this address stay blocked (0: not blocked). Counted per address whether or not it
 * has an account, so the answer never tells which addresses are members.
 */
export async function loginBlockedForMs(
  db: Database,
  siteId: number,
  email: string,
  now = Date.now(),
): Promise<number> {
  const recent = await listRecentLoginAttempts(
    db,
    siteId,
    email,
    now - loginBlock.windowMs,
    loginBlock.maxFailures,
  )
  const failures = recent.filter((attempt) => attempt.succeeded === 0)
  const newest = failures[0]
  if (failures.length < loginBlock.maxFailures || !newest || recent.some((a) => a.succeeded === 1)) return 0
  return Math.max(0, newest.created_at + loginBlock.blockMs - now)
}
