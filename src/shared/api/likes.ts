import { z } from 'zod'
import type { MemberCard } from './members.js'

/** Where a like was given (stored with it; the swipe game's likes count against its daily allowance). */
export const likeSources = ['profile', 'search', 'lander', 'swipe', 'match_modal'] as const

export const memberId = z.number().int().positive().max(2_147_483_647)

/** POST /api/like.php likes, DELETE /api/like.php unlikes. */
export const likeInput = z
  .object({ member: memberId, source: z.enum(likeSources).default('profile') })
  .strict()
export const unlikeInput = z.object({ member: memberId }).strict()

/** PUT /api/like-seen.php: the viewer opened this liker's profile, so the like is no longer new. */
export const likeSeenInput = z.object({ member: memberId }).strict()

/** docs/product.md §4 Like: from the viewer's side. */
export const likeStates = ['none', 'liked', 'received', 'match'] as const
export type LikeState = (typeof likeStates)[number]

export interface LikeResponse {
  state: LikeState
  /** Set when this like made a match: the other member, for the 'New like!' modal. */
  match: MemberCard | null
  /** Swipe likes left today (only for source 'swipe'). */
  swipe_likes_left?: number
}

/** docs/product.md §3 Liked-by entry. */
export interface LikedByEntry {
  id: number
  like_new: boolean
}

/**
 * GET /api/likes.php (docs/product.md §7): `profiles` holds a card for every member in `liked_by` and
 * `liked`; received = liked_by without liked, sent = liked without liked_by, matches = both.
 */
export interface LikesResponse {
  profiles: MemberCard[]
  liked_by: LikedByEntry[]
  liked: number[]
}

/** GET /api/likes.php, /api/auto-like.php and /api/swipe.php take no parameters. */
export const likesQuery = z.object({}).strict()

export const likeListTypes = ['received', 'sent', 'matches'] as const
export type LikeListType = (typeof likeListTypes)[number]

/**
 * GET /api/auto-like.php (docs/product.md §7): the profile shown in the match modal, or null when none fits.
 */
export interface AutoLikeResponse {
  profile: MemberCard | null
}

/**
 * GET /api/swipe.php: the next cards of the swipe game and the likes left today (docs/product.md §9: 4 a
 * day).
 */
export interface SwipeResponse {
  members: MemberCard[]
  likes_left: number
}
