import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api.js'

/** POST /api/reactivation-mail.php: mails a reactivation link (answers ok for any address). */
export function sendReactivationMail(email: string): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>('POST', '/api/reactivation-mail.php', { email })
}

export function useSendReactivationMail() {
  return useMutation({ mutationFn: sendReactivationMail })
}
