import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { memberNotFound } from '../members/policy.js'
import { findMemberOfSiteFor } from '../members/queries.js'
import { likesBetween, sharesConversation } from './queries.js'

export const likeErrors = { self: 'likes.errors.self' } as const

export function refuseSelf(userId: number, memberId: number): void {
  if (memberId === userId)
    throw new AppError('validation_failed', { field: 'member', messageKey: likeErrors.self })
}

/**
 * docs/product.md §4 Like and Invisible mode: a member may like an active member of the site they have no
 * block with either way. An invisible member can't be liked, unless they reached the viewer first (liked them
 * or share a conversation): to anyone else they are unknown (404), as member.php answers, and that is checked
 * before the block, whose refusal would tell that the hidden account exists. Answers the likes between the
 * two as they stand.
 */
export async function requireLikeable(db: Database, siteId: number, userId: number, memberId: number) {
  refuseSelf(userId, memberId)
  const target = await findMemberOfSiteFor(db, siteId, memberId, userId)
  if (target?.user_status !== 'active' || target.profile_status !== 'active') throw memberNotFound()
  const likes = await likesBetween(db, userId, memberId)
  if (target.searchable !== 1 && !likes.received && !(await sharesConversation(db, userId, memberId)))
    throw memberNotFound()
  if (target.blocked) throw new AppError('like_blocked')
  return likes
}
