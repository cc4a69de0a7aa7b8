import { sql } from 'kysely'
import type { Database } from '#server/db/database.js'

/**
 * What the reach rules count in one query: the other conversations the sender wrote the same text into
 * since `sameSince`, and (for an account in its first hour, `reachSince` set) all they wrote into since
 * then. The conversation being written into is left out; the caller adds it.
 */
export async function countReach(
  db: Database,
  input: {
    senderId: number
    conversationId: number
    fingerprint: string | null
    sameSince: number
    reachSince: number | null
  },
): Promise<{ sameText: number; written: number }> {
  const { senderId, conversationId, fingerprint, sameSince, reachSince } = input
  if (fingerprint === null && reachSince === null) return { sameText: 0, written: 0 }
  let query = db
    .selectFrom('messages')
    .select([
      sql<
        number | string
      >`count(distinct case when fingerprint = ${fingerprint} and created_at >= ${sameSince} then conversation_id end)`.as(
        'same_text',
      ),
      sql<number | string>`count(distinct conversation_id)`.as('written'),
    ])
    .where('sender_id', '=', senderId)
    .where('conversation_id', '!=', conversationId)
  // An older account counts its copies of this text alone: the (sender, fingerprint, time) index answers.
  if (reachSince === null)
    query = query.where('fingerprint', '=', fingerprint).where('created_at', '>=', sameSince)
  else query = query.where('created_at', '>=', Math.min(reachSince, sameSince))
  const row = await query.executeTakeFirstOrThrow()
  return {
    sameText: Number(row.same_text),
    written: reachSince === null ? 0 : Number(row.written),
  }
}

/** How many messages the sender wrote into the conversation, counted up to `limit`. */
export async function countWrittenIn(
  db: Database,
  conversationId: number,
  senderId: number,
  limit: number,
): Promise<number> {
  const rows = await db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', senderId)
    .limit(limit)
    .execute()
  return rows.length
}

export function findOpenFlag(db: Database, userId: number, key: string) {
  return db
    .selectFrom('message_flags')
    .select(['id', 'evidence', 'hits'])
    .where('user_id', '=', userId)
    .where('resolved_at', 'is', null)
    .where('flag_key', '=', key)
    .executeTakeFirst()
}

export async function insertFlag(
  db: Database,
  flag: { siteId: number; userId: number; rule: string; key: string; evidence: string; now: number },
): Promise<void> {
  await db
    .insertInto('message_flags')
    .values({
      site_id: flag.siteId,
      user_id: flag.userId,
      rule: flag.rule,
      flag_key: flag.key,
      evidence: flag.evidence,
      created_at: flag.now,
      last_hit_at: flag.now,
    })
    .execute()
}

export async function updateFlag(db: Database, id: number, change: { evidence: string; now: number }) {
  await db
    .updateTable('message_flags')
    .set((eb) => ({ evidence: change.evidence, last_hit_at: change.now, hits: eb('hits', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

/** Members with open flags, newest hit first; one site, or the sites a staff member answers to. */
export async function listFlaggedMembers(
  db: Database,
  filter: { siteIds: readonly number[] | null; limit: number },
) {
  let query = db
    .selectFrom('message_flags as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.site_id',
      'u.email',
      'u.status',
      'u.signup_date',
      'p.name',
      sql<number | string>`max(f.last_hit_at)`.as('last_hit_at'),
    ])
    .where('f.resolved_at', 'is', null)
    .groupBy(['u.id', 'u.site_id', 'u.email', 'u.status', 'u.signup_date', 'p.name'])
  if (filter.siteIds !== null) {
    if (filter.siteIds.length === 0) return []
    query = query.where('f.site_id', 'in', filter.siteIds)
  }
  return query.orderBy(sql`max(f.last_hit_at)`, 'desc').orderBy('u.id', 'desc').limit(filter.limit).execute()
}

export function listOpenFlagsOf(db: Database, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('message_flags')
    .select(['id', 'user_id', 'site_id', 'rule', 'evidence', 'hits', 'created_at', 'last_hit_at'])
    .where('user_id', 'in', userIds)
    .where('resolved_at', 'is', null)
    .orderBy('last_hit_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export async function countHeldOf(db: Database, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('messages')
    .select(['sender_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('sender_id', 'in', userIds)
    .where('held_at', 'is not', null)
    .groupBy('sender_id')
    .execute()
  return new Map(rows.map((row) => [row.sender_id, Number(row.count)]))
}

export function findFlag(db: Database, id: number) {
  return db
    .selectFrom('message_flags')
    .select(['id', 'user_id', 'site_id', 'resolved_at'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function resolveFlagsOf(
  db: Database,
  userId: number,
  resolution: { by: number; as: 'cleared' | 'disabled'; now: number },
): Promise<number> {
  const result = await db
    .updateTable('message_flags')
    .set({ resolved_at: resolution.now, resolved_by: resolution.by, resolution: resolution.as })
    .where('user_id', '=', userId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** The member's held messages with their conversation's other member, oldest first. */
export function listHeldOf(db: Database, senderId: number) {
  return db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .innerJoin('users as r', (join) =>
      join.on(
        'r.id',
        '=',
        sql<number>`case when c.user_low_id = m.sender_id then c.user_high_id else c.user_low_id end`,
      ),
    )
    .select([
      'm.id',
      'm.conversation_id',
      'c.site_id',
      'r.id as recipient_id',
      'r.is_fictional',
      'r.language',
    ])
    .where('m.sender_id', '=', senderId)
    .where('m.held_at', 'is not', null)
    .orderBy('m.id')
    .execute()
}

/**
 * Drops held messages for good (the account was disabled): they go, and the sender's last message in each
 * conversation becomes the conversation's (the last delivered, which held messages never were), as if they
 * had never been written.
 */
export async function dropHeld(
  db: Database,
  senderId: number,
  held: readonly { id: number; conversation_id: number }[],
): Promise<void> {
  if (held.length === 0) return
  await db
    .deleteFrom('messages')
    .where(
      'id',
      'in',
      held.map((message) => message.id),
    )
    .execute()
  for (const conversationId of new Set(held.map((message) => message.conversation_id))) {
    const conversation = await db
      .selectFrom('conversations')
      .select(['last_message_id', 'last_message_at'])
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow()
    await db
      .updateTable('conversation_members')
      .set({ last_message_id: conversation.last_message_id, last_message_at: conversation.last_message_at })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', senderId)
      .execute()
  }
}
