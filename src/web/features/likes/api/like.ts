import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LikeResponse, likeSources } from '#shared/api/likes.js'
import { apiRequest } from '#web/lib/api.js'
import { userQueryKey } from '#web/lib/session.js'
import { showMatch } from '../hooks/matchModalStore.js'
import { likesQueryKey } from './likes.js'

export type LikeSource = (typeof likeSources)[number]

/** POST /api/like.php likes a member. */
export function like(member: number, source: LikeSource): Promise<LikeResponse> {
  return apiRequest<LikeResponse>('POST', '/api/like.php', { member, source })
}

/** DELETE /api/like.php takes a like back. */
export function unlike(member: number): Promise<LikeResponse> {
  return apiRequest<LikeResponse>('DELETE', '/api/like.php', { member })
}

/**
 * Like or unlike a member. A like that makes a match opens the 'New like!' modal (docs/product.md §4 Like);
 * either way the likes lists and the counts in the navigation are loaded again.
 */
export function useLikeMember(source: LikeSource) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ member, liked }: { member: number; liked: boolean }) =>
      liked ? like(member, source) : unlike(member),
    onSuccess: (answer) => {
      if (answer.match) showMatch(answer.match)
      void queryClient.invalidateQueries({ queryKey: likesQueryKey })
      void queryClient.invalidateQueries({ queryKey: userQueryKey })
    },
  })
}
