import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api.js'
import { userQueryKey } from '#web/lib/session.js'

/** PUT /api/email.php: switches the account to the new address with the mailed token. */
export function confirmEmailChange(token: string): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>('PUT', '/api/email.php', { token })
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  })
}
