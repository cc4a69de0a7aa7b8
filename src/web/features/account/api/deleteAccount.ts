import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import type { deleteAccountSchema } from '#shared/api/account.js'
import { apiRequest } from '#web/lib/api.js'
import { applySession } from '#web/lib/session.js'

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>

/** DELETE /api/account.php: deletes the account (reactivation possible for 14 days); sessions end. */
export function deleteAccount(input: DeleteAccountInput): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>('DELETE', '/api/account.php', input)
}

export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      // Leave the members-only settings page before the user goes, or its guard would send us to /login.
      await navigate('/account-deleted', { flushSync: true })
      applySession(queryClient, null)
    },
  })
}
