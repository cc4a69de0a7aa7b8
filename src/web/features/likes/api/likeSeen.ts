import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api.js'
import { userQueryKey } from '#web/lib/session.js'
import { likesQueryKey } from './likes.js'

/** PUT /api/like-seen.php: the viewer opened this liker's profile, so the like is no longer new. */
export function markLikeSeen(member: number): Promise<unknown> {
  return apiRequest<unknown>('PUT', '/api/like-seen.php', { member })
}

/**
 * Clears a like's new flag; the new-likes badge and the likes lists follow (docs/product.md §4 Unread
 * badges).
 */
export function useMarkLikeSeen() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markLikeSeen,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: likesQueryKey })
      void queryClient.invalidateQueries({ queryKey: userQueryKey })
    },
  })
}
