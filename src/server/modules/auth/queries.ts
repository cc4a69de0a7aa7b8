import { type ExpressionBuilder, sql } from 'kysely'
import type { Database } from '#server/db/database.js'
import { prebuiltFirst } from '#server/db/prebuiltQuery.js'
import type { DB } from '#server/db/schema.js'

export async function insertSession(
  db: Database,
  session: {
    userId: number
    tokenHash: string
    userAgent: string | null
    ip: string | null
    now: number
    expiresAt: number
    idleLimitMs: number | null
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      user_agent: session.userAgent,
      ip: session.ip,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      idle_limit_ms: session.idleLimitMs,
    })
    .execute()
}

/** A session that has not expired nor (for sessions with an idle limit) lain idle too long. */
function isLive(eb: ExpressionBuilder<DB, 'sessions'>, now: number) {
  return eb.and([
    eb('expires_at', '>', now),
    eb.or([eb('idle_limit_ms', 'is', null), eb(eb('last_seen_at', '+', eb.ref('idle_limit_ms')), '>', now)]),
  ])
}

/**
 * The unexpired session with this token hash. Every request asks, so the query stays this small; the idle
 * limit of staff sessions is checked by the caller (isIdle).
 */
export const findSessionByTokenHash = prebuiltFirst((db, tokenHash: string, now: number) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at', 'idle_limit_ms'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now),
)

/** Whether a session with an idle limit lay idle too long: the rule of isLive, for one row in hand. */
export function isIdle(
  session: { last_seen_at: number; idle_limit_ms: number | null },
  now: number,
): boolean {
  return session.idle_limit_ms !== null && Number(session.last_seen_at) + session.idle_limit_ms <= now
}

export async function markSessionSeen(db: Database, sessionId: number, now: number): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute()
}

/**
 * The member was here: their last visit, and the activity others see on their card (online, active today),
 * which an invisible member does not show.
 */
export async function markMemberSeen(db: Database, userId: number, now: number): Promise<void> {
  await Promise.all([
    db.updateTable('users').set({ last_seen_at: now }).where('id', '=', userId).execute(),
    db
      .updateTable('profiles')
      .set({ last_active_at: now })
      .where('user_id', '=', userId)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('users').select('id').where('id', '=', userId).where('invisible', '=', 0)),
      )
      .execute(),
  ])
}

export async function deleteSessionByTokenHash(db: Database, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute()
}

export async function deleteOtherSessions(
  db: Database,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute()
}

export async function deleteSessionsOfUser(db: Database, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute()
}

const sessionUserColumns = [
  'id',
  'site_id',
  'email',
  'status',
  'role',
  'credits',
  'paid_user',
  'language',
  'invisible',
  'notifications_disabled',
  'signup_date',
] as const

/** The session's member on this site, unless their account is in one of the excluded states. */
export const findSessionUser = prebuiltFirst(
  (db, siteId: number, userId: number, excludedStatuses: string[]) =>
    db
      .selectFrom('users')
      .select(sessionUserColumns)
      .where('id', '=', userId)
      .where('site_id', '=', siteId)
      .where('status', 'not in', excludedStatuses),
)

export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>

/**
 * findSessionByTokenHash and findSessionUser in one statement, for PostgreSQL, where each statement is a round
 * trip: the session's columns, and its member's (null when findSessionUser would find none).
 */
export const findSessionWithUser = prebuiltFirst(
  (db, tokenHash: string, now: number, siteId: number, excludedStatuses: string[]) =>
    db
      .selectFrom('sessions as s')
      .leftJoin('users as u', (join) =>
        join
          .onRef('u.id', '=', 's.user_id')
          .on('u.site_id', '=', siteId)
          .on('u.status', 'not in', excludedStatuses),
      )
      .select(['s.id as session_id', 's.user_id', 's.last_seen_at', 's.idle_limit_ms'])
      .select(sessionUserColumns.map((column) => `u.${column}` as const))
      .where('s.token_hash', '=', tokenHash)
      .where('s.expires_at', '>', now),
)

/** The sites a staff account is restricted to (none: every site). */
export async function listStaffSiteIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('staff_sites').select('site_id').where('user_id', '=', userId).execute()
  return rows.map((row) => row.site_id)
}

/**
 * Unread messages in the member's conversations that are still in their list. The chat module keeps
 * `num_unread` per member of a conversation; removing a conversation from the list hides its count too,
 * and so does the other member leaving (deleted, disabled): chats.php no longer lists that conversation.
 */
export async function countUnreadMessages(db: Database, userId: number): Promise<number> {
  const row = await unreadMessagesCount(db, userId)
  return Number(row?.total ?? 0)
}

const unreadMessagesCount = prebuiltFirst((db, userId: number) =>
  db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .innerJoin('users as o', (join) =>
      join.on(
        'o.id',
        '=',
        sql<number>`case when c.user_low_id = ${userId} then c.user_high_id else c.user_low_id end`,
      ),
    )
    .innerJoin('profiles as op', 'op.user_id', 'o.id')
    .select((eb) => eb.fn.sum<number | string | null>('cm.num_unread').as('total'))
    .where('cm.user_id', '=', userId)
    .where('cm.removed_at', 'is', null)
    .where('cm.num_unread', '>', 0)
    .where('o.status', '=', 'active')
    .where('op.status', '=', 'active'),
)

/** The logged-in member's own profile summary with its main photo, if that photo is active. */
export const findOwnProfile = prebuiltFirst((db, userId: number) =>
  db
    .selectFrom('profiles')
    .leftJoin('photos', (join) =>
      join.onRef('photos.id', '=', 'profiles.main_photo_id').on('photos.status', '=', 'active'),
    )
    .select([
      'profiles.name',
      'profiles.country',
      'profiles.status',
      'photos.filename',
      'photos.thumb_filename',
    ])
    .where('profiles.user_id', '=', userId),
)

/** The newest login attempts to this address on the site since a moment, newest first. */
export function listRecentLoginAttempts(
  db: Database,
  siteId: number,
  email: string,
  since: number,
  limit: number,
) {
  return db
    .selectFrom('login_attempts')
    .select(['succeeded', 'created_at'])
    .where('site_id', '=', siteId)
    .where('email', '=', email)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export async function insertLoginAttempt(
  db: Database,
  attempt: { siteId: number; email: string; ip: string; userAgent?: string; succeeded: boolean },
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      site_id: attempt.siteId,
      email: attempt.email,
      ip: attempt.ip.slice(0, 45),
      user_agent: attempt.userAgent?.slice(0, 300) ?? null,
      succeeded: attempt.succeeded ? 1 : 0,
      created_at: Date.now(),
    })
    .execute()
}

/** Which of these sessions have not ended, for the realtime sockets opened with them. */
export async function listLiveSessionIds(db: Database, ids: number[], now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => isLive(eb, now))
    .execute()
  return rows.map((row) => row.id)
}
