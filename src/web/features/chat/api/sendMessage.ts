import { useMutation } from '@tanstack/react-query'
import type { SendMessageInput, SendMessageResponse } from '#shared/api/chat.js'
import type { MemberCard } from '#shared/api/members.js'
import { apiRequest } from '#web/lib/api.js'
import { useSentMessage } from '../hooks/useSentMessage.js'

/** POST /api/message.php: a text, or a gift with an optional line; the first message starts the conversation. */
export function sendMessage(input: SendMessageInput): Promise<SendMessageResponse> {
  return apiRequest<SendMessageResponse>('POST', '/api/message.php', input)
}

/** Sends to `profile`; the message appears in the conversation and the list, and the balance follows. */
export function useSendMessage(profile: MemberCard) {
  const sent = useSentMessage(profile)
  return useMutation({
    mutationFn: (input: Omit<SendMessageInput, 'member'>) => sendMessage({ member: profile.id, ...input }),
    onSuccess: sent,
  })
}
