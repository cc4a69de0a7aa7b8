import { type SqlBool, sql } from 'kysely'
import type { Database } from '#server/db/database.js'
import { prebuiltQuery } from '#server/db/prebuiltQuery.js'

/** Who blocked whom between two members: a block in either direction keeps them apart everywhere. */
export async function blockBetween(
  db: Database,
  viewerId: number,
  memberId: number,
): Promise<{ byViewer: boolean; byMember: boolean }> {
  const rows = await blocksBetween(db, viewerId, memberId)
  return {
    byViewer: rows.some((row) => row.blocker_id === viewerId),
    byMember: rows.some((row) => row.blocker_id === memberId),
  }
}

const blocksBetween = prebuiltQuery((db, viewerId: number, memberId: number) =>
  db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', viewerId), eb('blocked_id', '=', memberId)]),
        eb.and([eb('blocker_id', '=', memberId), eb('blocked_id', '=', viewerId)]),
      ]),
    ),
)

/** True when either of the two has blocked the other (likes and chat refuse to connect them). */
export async function isBlockedBetween(db: Database, a: number, b: number): Promise<boolean> {
  const block = await blockBetween(db, a, b)
  return block.byViewer || block.byMember
}

/**
 * Whether the viewer and the member of a query on `users` (users.id) blocked each other, either way: a column,
 * so that the member and the block come in one statement.
 */
export function blockedWithColumn(viewerId: number) {
  return sql<SqlBool>`exists (select 1 from blocks where (blocks.blocker_id = ${viewerId} and blocks.blocked_id = users.id)
    or (blocks.blocker_id = users.id and blocks.blocked_id = ${viewerId}))`.as('blocked')
}

/**
 * A condition for member lists (queries on `profiles`): the listed member and the viewer have not blocked
 * each other. Two separate lookups so that each direction is a primary-key probe on both engines.
 */
export function notBlockedWith(viewerId: number) {
  return sql<SqlBool>`not exists (select 1 from blocks where blocks.blocker_id = ${viewerId} and blocks.blocked_id = profiles.user_id)
    and not exists (select 1 from blocks where blocks.blocker_id = profiles.user_id and blocks.blocked_id = ${viewerId})`
}

const shortListLimit = 500

/**
 * Everyone the viewer blocked or was blocked by, for list queries that rank many members: a short list
 * (usually empty) is cheaper to leave out than probing both directions for every candidate. Null when the
 * list is long; use notBlockedWith then.
 */
export async function blockedEitherWay(db: Database, viewerId: number): Promise<number[] | null> {
  const [blocked, blockers] = await Promise.all([
    db
      .selectFrom('blocks')
      .select('blocked_id as id')
      .where('blocker_id', '=', viewerId)
      .limit(shortListLimit + 1)
      .execute(),
    db
      .selectFrom('blocks')
      .select('blocker_id as id')
      .where('blocked_id', '=', viewerId)
      .limit(shortListLimit + 1)
      .execute(),
  ])
  return shortBlockList(
    blocked.map((row) => row.id),
    blockers.map((row) => row.id),
  )
}

/**
 * blockedEitherWay's answer from the two directions' ids, each read with at most one more than the short
 * list's limit (blockListColumns).
 */
export function shortBlockList(blocked: number[], blockers: number[]): number[] | null {
  if (blocked.length > shortListLimit || blockers.length > shortListLimit) return null
  const ids = new Set([...blocked, ...blockers])
  return ids.size > shortListLimit ? null : [...ids]
}

/**
 * The two directions of blockedEitherWay as array columns (PostgreSQL), for a statement that reads them
 * beside other things; shortBlockList makes the answer of them.
 */
export function blockListColumns(viewerId: number) {
  return [
    sql<
      number[]
    >`array(select blocked_id from blocks where blocker_id = ${viewerId} limit ${shortListLimit + 1})`.as(
      'blocked',
    ),
    sql<
      number[]
    >`array(select blocker_id from blocks where blocked_id = ${viewerId} limit ${shortListLimit + 1})`.as(
      'blockers',
    ),
  ] as const
}

// Accounts that are gone (or going): nobody can block or unblock them any more.
const goneStatuses = ['deleted', 'erased']

/** A member of the site who may still be blocked or unblocked (not gone); undefined otherwise. */
export function findBlockableMember(db: Database, siteId: number, memberId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('id', '=', memberId)
    .where('site_id', '=', siteId)
    .where('status', 'not in', goneStatuses)
    .executeTakeFirst()
}

/** Deletes the likes between two members, both ways. */
export async function deleteLikesBetween(trx: Database, userId: number, memberId: number): Promise<void> {
  await trx
    .deleteFrom('likes')
    .where((eb) =>
      eb.or([
        eb.and([eb('liker_id', '=', userId), eb('liked_id', '=', memberId)]),
        eb.and([eb('liker_id', '=', memberId), eb('liked_id', '=', userId)]),
      ]),
    )
    .execute()
}

/**
 * Deletes the conversation of the pair (its members and messages cascade); answers its id, undefined when
 * there was none.
 */
export function deleteConversationBetween(trx: Database, userId: number, memberId: number) {
  const [low, high] = userId < memberId ? [userId, memberId] : [memberId, userId]
  return trx
    .deleteFrom('conversations')
    .where('user_low_id', '=', low)
    .where('user_high_id', '=', high)
    .returning('id')
    .executeTakeFirst()
}

/** Writes the block; a block already there stays as it is. */
export async function insertBlock(trx: Database, blockerId: number, blockedId: number, now: number) {
  await trx
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute()
}

export async function deleteBlock(db: Database, blockerId: number, blockedId: number): Promise<void> {
  await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute()
}
