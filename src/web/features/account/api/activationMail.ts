import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api.js'

/** POST /api/activation-mail.php: mails the logged-in member a new activation link. */
export function sendActivationMail(): Promise<{ ok: boolean }> {
  return apiRequest<{ ok: boolean }>('POST', '/api/activation-mail.php')
}

export function useSendActivationMail() {
  return useMutation({ mutationFn: sendActivationMail })
}
