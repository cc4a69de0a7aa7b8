import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { resetPasswordSchema } from '#shared/api/account.js'
import { apiRequest } from '#web/lib/api.js'
import { applySession } from '#web/lib/session.js'

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

/** PUT /api/password-reset.php: sets the new password; every session of the account ends. */
export function resetPassword(input: ResetPasswordInput): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>('PUT', '/api/password-reset.php', input)
}

export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: resetPassword, onSuccess: () => applySession(queryClient, null) })
}
