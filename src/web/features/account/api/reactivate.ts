import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserResponse } from '#shared/api/auth.js'
import { apiRequest } from '#web/lib/api.js'
import type { CurrentUser } from '#web/lib/session.js'
import { applySession } from '#web/lib/session.js'

/** POST /api/reactivate.php: brings a deleted account back with the mailed token; a new session. */
export async function reactivate(token: string): Promise<CurrentUser> {
  return (await apiRequest<UserResponse>('POST', '/api/reactivate.php', { token })).user
}

export function useReactivate() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: reactivate, onSuccess: (user) => applySession(queryClient, user) })
}
