import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { EventPublisher } from '#server/realtime/events.js'
import { lockMembers } from '../members/queries.js'
import {
  deleteBlock,
  deleteConversationBetween,
  deleteLikesBetween,
  findBlockableMember,
  insertBlock,
} from './queries.js'

export const blockErrors = { self: 'blocks.errors.self' } as const

async function requireOtherMember(db: Database, siteId: number, userId: number, memberId: number) {
  if (memberId === userId)
    throw new AppError('validation_failed', { field: 'member', messageKey: blockErrors.self })
  const member = await findBlockableMember(db, siteId, memberId)
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
  const conversation = await db.transaction().execute(async (trx) => {
    // Both members' rows, as likes and chat sends take them: a like or a message being sent either lands
    // before the block (and goes with the rest) or waits and sees the block.
    await lockMembers(trx, [userId, memberId])
    await deleteLikesBetween(trx, userId, memberId)
    const removed = await deleteConversationBetween(trx, userId, memberId)
    await insertBlock(trx, userId, memberId, Date.now())
    return removed
  })
  for (const id of [userId, memberId]) {
    if (conversation)
      events.publish({ type: 'conversation.removed', conversationId: conversation.id, userId: id })
    else events.publish({ type: 'badges.changed', userId: id })
  }
  events.publish({ type: 'blocks.changed', blockerId: userId, blockedId: memberId })
}

/** Lifts the viewer's own block; a block the other member set stays. */
export async function unblockMember(
  db: Database,
  events: EventPublisher,
  siteId: number,
  userId: number,
  memberId: number,
) {
  await requireOtherMember(db, siteId, userId, memberId)
  await deleteBlock(db, userId, memberId)
  events.publish({ type: 'blocks.changed', blockerId: userId, blockedId: memberId })
}
