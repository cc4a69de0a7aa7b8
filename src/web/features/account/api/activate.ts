import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api.js'
import { userQueryKey } from '#web/lib/session.js'

/** POST /api/activate.php: confirms the e-mail address with the mailed token. */
export function activate(token: string): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>('POST', '/api/activate.php', { token })
}

export function useActivate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: activate,
    // The member's status changed: the "not confirmed" alert must go.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  })
}
