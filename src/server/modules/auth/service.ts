import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { findUserByEmail } from '../account/queries.js'
import { loginBlockedForMs } from './login-block.js'
import { verifyPassword } from './passwords.js'
import { insertLoginAttempt } from './queries.js'
import { createSession } from './sessions.js'

export interface LoginFacts {
  siteId: number
  ip: string
  userAgent: string | undefined
}

export function blocked(ms: number): AppError {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  return new AppError('login_blocked', { params: { minutes }, details: { minutes } })
}

/**
 * Logs a member in with a new session. A wrong password and an unknown address answer the same, and a
 * blocked address stays blocked even for the right password until the time has passed.
 */
export async function login(db: Database, email: string, password: string, facts: LoginFacts) {
  const blockedFor = await loginBlockedForMs(db, facts.siteId, email)
  if (blockedFor > 0) throw blocked(blockedFor)
  const user = await findUserByEmail(db, facts.siteId, email)
  const usable = user && user.status !== 'erased'
  const valid = await verifyPassword(usable ? user.password_hash : null, password)
  await recordLoginAttempt(db, email, facts, valid)
  if (!valid || !user) {
    const nowBlocked = await loginBlockedForMs(db, facts.siteId, email)
    throw nowBlocked > 0 ? blocked(nowBlocked) : new AppError('login_failed')
  }
  if (user.status === 'deleted')
    throw new AppError('account_pending_deletion', { details: { reactivate: true } })
  if (user.status === 'disabled') throw new AppError('account_disabled')
  // Staff log in with their second factor, on the back-office's login page.
  if (user.role !== 'member') throw new AppError('staff_login_required')
  const sessionToken = await createSession(db, user.id, facts.userAgent, { ip: facts.ip })
  return { userId: user.id, sessionToken }
}

export async function recordLoginAttempt(db: Database, email: string, facts: LoginFacts, succeeded: boolean) {
  await insertLoginAttempt(db, {
    siteId: facts.siteId,
    email,
    ip: facts.ip,
    userAgent: facts.userAgent,
    succeeded,
  })
}
