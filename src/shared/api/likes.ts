import { z } from 'zod'
import { likeStates, memberCard } from './members.js'

export { type LikeState, likeStates } from './members.js'

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

export const likeResponse = z.object({
  state: z.enum(likeStates),
  match: memberCard
    .nullable()
    .describe("Set when this like made a match: the other member, for the 'New like!' modal"),
  swipe_likes_left: z.number().int().optional().describe("Swipe likes left today (only for source 'swipe')"),
})
export type LikeResponse = z.infer<typeof likeResponse>

/** docs/product.md §3 Liked-by entry. */
export const likedByEntry = z.object({ id: z.number().int(), like_new: z.boolean() })
export type LikedByEntry = z.infer<typeof likedByEntry>

/**
 * GET /api/likes.php (docs/product.md §7): `profiles` holds a card for every member in `liked_by` and
 * `liked`; received = liked_by without liked, sent = liked without liked_by, matches = both.
 */
export const likesResponse = z.object({
  profiles: z.array(memberCard),
  liked_by: z.array(likedByEntry),
  liked: z.array(z.number().int()),
})
export type LikesResponse = z.infer<typeof likesResponse>

/** GET /api/likes.php, /api/auto-like.php and /api/swipe.php take no parameters. */
export const likesQuery = z.object({}).strict()

export const likeListTypes = ['received', 'sent', 'matches'] as const
export type LikeListType = (typeof likeListTypes)[number]

/**
 * GET /api/auto-like.php (docs/product.md §7): the profile shown in the match modal, or null when none fits.
 */
export const autoLikeResponse = z.object({ profile: memberCard.nullable() })
export type AutoLikeResponse = z.infer<typeof autoLikeResponse>

/**
 * GET /api/swipe.php: the next cards of the swipe game and the likes left today (docs/product.md §9: 4 a
 * day).
 */
export const swipeResponse = z.object({ members: z.array(memberCard), likes_left: z.number().int() })
export type SwipeResponse = z.infer<typeof swipeResponse>

export const likeSeenResponse = z.object({ seen: z.literal(true) })
