import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { SendMessageResponse } from '#shared/api/chat.js'
import type { MemberCard } from '#shared/api/members.js'
import { type CurrentUser, useCurrentUser, userQueryKey } from '#web/lib/session.js'
import { addMessage, updateConversation } from '../cache.js'

/** After a send: the message into the conversation and the list, the new balance everywhere it shows. */
export function useSentMessage(profile: MemberCard) {
  const queryClient = useQueryClient()
  const viewerId = useCurrentUser()?.id ?? 0
  return useCallback(
    (answer: SendMessageResponse) => {
      addMessage(queryClient, answer.message, profile, viewerId)
      updateConversation(queryClient, answer.conversation_id, profile.id, (pages) => ({
        ...pages,
        pages: pages.pages.map((page, index) => (index === 0 ? { ...page, credits: answer.credits } : page)),
      }))
      queryClient.setQueryData<CurrentUser | null>(userQueryKey, (user) =>
        user ? { ...user, credits: answer.credits } : user,
      )
    },
    [queryClient, profile, viewerId],
  )
}
