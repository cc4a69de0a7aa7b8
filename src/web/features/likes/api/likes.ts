import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LikeListType, LikeState, LikesResponse } from '#shared/api/likes.js'
import type { MemberCard } from '#shared/api/members.js'
import { apiGet } from '#web/lib/api.js'

export const likesQueryKey = ['likes'] as const

/** GET /api/likes.php (docs/product.md §7): cards of everyone the viewer liked or was liked by. */
export function fetchLikes(): Promise<LikesResponse> {
  return apiGet<LikesResponse>('/api/likes.php')
}

export function likesQuery() {
  return queryOptions({ queryKey: likesQueryKey, queryFn: fetchLikes, staleTime: 30_000 })
}

/** The viewer's likes; only members load them (docs/product.md §4 Refresh). */
export function useLikes(enabled = true) {
  return useQuery({ ...likesQuery(), enabled })
}

/** One member of the likes lists, seen from the viewer's side. */
export interface LikeEntry {
  member: MemberCard
  state: Exclude<LikeState, 'none'>
  /** They liked the viewer and the viewer has not opened their profile since. */
  isNew: boolean
}

/** received = liked_by without liked, sent = liked without liked_by, matches = both (the contract's rule). */
export function likeEntries(likes: LikesResponse): LikeEntry[] {
  const likedBy = new Map(likes.liked_by.map((entry) => [entry.id, entry.like_new]))
  const liked = new Set(likes.liked)
  const entries: LikeEntry[] = []
  for (const member of likes.profiles) {
    const state = likeStateOf(likedBy.has(member.id), liked.has(member.id))
    if (state === 'none') continue
    entries.push({ member, state, isNew: likedBy.get(member.id) === true })
  }
  return entries
}

export function likeStateOf(likedMe: boolean, likedByMe: boolean): LikeState {
  if (likedMe && likedByMe) return 'match'
  if (likedMe) return 'received'
  if (likedByMe) return 'liked'
  return 'none'
}

const stateOfType: Record<LikeListType, LikeEntry['state']> = {
  received: 'received',
  sent: 'liked',
  matches: 'match',
}

export function entriesOfType(entries: LikeEntry[], type: LikeListType): LikeEntry[] {
  return entries.filter((entry) => entry.state === stateOfType[type])
}

/** The viewer's like state with one member, as far as the loaded likes tell. */
export function likeStateWith(likes: LikesResponse | undefined, member: number): LikeState {
  if (!likes) return 'none'
  return likeStateOf(
    likes.liked_by.some((entry) => entry.id === member),
    likes.liked.includes(member),
  )
}
