import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InvisibleResponse } from '#shared/api/blocks.js'
import { apiRequest } from '#web/lib/api.js'
import { type CurrentUser, userQueryKey } from '#web/lib/session.js'

/**
 * PUT /api/invisible.php (docs/product.md §4 Invisible mode); the user (GET /api/user.php) says it from then
 * on.
 */
export function useSetInvisible() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (invisible: boolean) =>
      apiRequest<InvisibleResponse>('PUT', '/api/invisible.php', { invisible }),
    onSuccess: ({ invisible }) => {
      queryClient.setQueryData<CurrentUser | null>(userQueryKey, (user) =>
        user ? { ...user, invisible } : user,
      )
    },
  })
}
