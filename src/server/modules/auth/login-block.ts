import type { Database } from '../../db/database.js'

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
  const recent = await db
    .selectFrom('login_attempts')
    .select(['succeeded', 'created_at'])
    .where('site_id', '=', siteId)
    .where('email', '=', email)
    .where('created_at', '>', now - loginBlock.windowMs)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(loginBlock.maxFailures)
    .execute()
  const failures = recent.filter((attempt) => attempt.succeeded === 0)
  const newest = failures[0]
  if (failures.length < loginBlock.maxFailures || !newest || recent.some((a) => a.succeeded === 1)) return 0
  return Math.max(0, newest.created_at + loginBlock.blockMs - now)
}

export async function recordLoginAttempt(
  db: Database,
  attempt: { siteId: number; email: string; ip: string; succeeded: boolean },
) {
  await db
    .insertInto('login_attempts')
    .values({
      site_id: attempt.siteId,
      email: attempt.email,
      ip: attempt.ip.slice(0, 45),
      succeeded: attempt.succeeded ? 1 : 0,
      created_at: Date.now(),
    })
    .execute()
}
