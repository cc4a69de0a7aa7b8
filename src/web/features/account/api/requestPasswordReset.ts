import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api.js'

/** POST /api/password-reset.php: mails a reset link to the address. */
export function requestPasswordReset(email: string): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>('POST', '/api/password-reset.php', { email })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
