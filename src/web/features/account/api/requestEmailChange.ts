import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { changeEmailSchema } from '#shared/api/account.js'
import { apiRequest } from '#web/lib/api.js'

export type ChangeEmailInput = z.infer<typeof changeEmailSchema>

/** POST /api/email.php: mails a confirmation link to the new address; the old one stays until then. */
export function requestEmailChange(input: ChangeEmailInput): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>('POST', '/api/email.php', input)
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange })
}
