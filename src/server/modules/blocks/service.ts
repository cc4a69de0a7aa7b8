import type { Database } from '../../db/database.js'
import { AppError } from '../../errors.js'
import type { EventPublisher } from '../../realtime/events.js'
import { lockMembers } from '../likes/queries.js'

export const blockErrors = { self: 'blocks.errors.self' } as const

// Accounts that are gone (or going): nobody can block or unblock them any more.
const goneStatuses = ['deleted', 'erased']

async function requireOtherMember(db: Database, siteId: number, userId: number, memberId: number) {
  if (memberId === userId)
    throw new AppError('validation_failed', { field: 'member', messageKey: blockErrors.self })
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', memberId)
    .where('site_id', '=', siteId)
    .where('status', 'not in', goneStatuses)
    .executeTakeFirst()
  if (!member) throw new AppError('not_found')
}

/**
 * docs/product.md §4 Block: in one transaction the likes both ways and the conversation of the two go (its
 * members and messages cascade), and the block is written. Blocking again changes nothing. Afterwards both
 * members' open pages drop the conversation and recount their badges.
 */
export async function blockMember(
  db: Database,
  events: EventPublisher,
  siteId: number,
  userId: number,
  memberId: number,
) {
  await requireOtherMember(db, siteId, userId, memberId)
  const [low, high] = userId < memberId ? [userId, memberId] : [memberId, userId]
  const conversation = await db.transaction().execute(async (trx) => {
    // Both members' rows, as likes and chat sends take them: a like or a message being sent either lands
    // before the block (and goes with the rest) or waits and sees the block.
    await lockMembers(trx, [userId, memberId])
    await trx
      .deleteFrom('likes')
      .where((eb) =>
        eb.or([
          eb.and([eb('liker_id', '=', userId), eb('liked_id', '=', memberId)]),
          eb.and([eb('liker_id', '=', memberId), eb('liked_id', '=', userId)]),
        ]),
      )
      .execute()
    const removed = await trx
      .deleteFrom('conversations')
      .where('user_low_id', '=', low)
      .where('user_high_id', '=', high)
      .returning('id')
      .executeTakeFirst()
    await trx
      .insertInto('blocks')
      .values({ blocker_id: userId, blocked_id: memberId, created_at: Date.now() })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute()
    return removed
  })
  for (const id of [userId, memberId]) {
    if (conversation)
      events.publish({ type: 'conversation.removed', conversationId: conversation.id, userId: id })
    else events.publish({ type: 'badges.changed', userId: id })
  }
}

/** Lifts the viewer's own block; a block the other member set stays. */
export async function unblockMember(db: Database, siteId: number, userId: number, memberId: number) {
  await requireOtherMember(db, siteId, userId, memberId)
  await db.deleteFrom('blocks').where('blocker_id', '=', userId).where('blocked_id', '=', memberId).execute()
}
