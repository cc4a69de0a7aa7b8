import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { changePasswordSchema } from '#shared/api/account.js'
import { apiRequest } from '#web/lib/api.js'

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

/** PUT /api/password.php: a new password; this session stays, the others end. */
export function changePassword(input: ChangePasswordInput): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>('PUT', '/api/password.php', input)
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
