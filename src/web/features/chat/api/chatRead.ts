import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatReadResponse, ChatsResponse } from '#shared/api/chat.js'
import { apiRequest } from '#web/lib/api.js'
import { type CurrentUser, userQueryKey } from '#web/lib/session.js'
import { chatsRead } from '../cache.js'
import { chatsQueryKey } from './chats.js'

/** PUT /api/chat-read.php: the viewer read the conversation up to `message`; its unread count becomes 0. */
export function markChatRead(conversation: number, message: number): Promise<ChatReadResponse> {
  return apiRequest<ChatReadResponse>('PUT', '/api/chat-read.php', { conversation, message })
}

/**
 * Reading a conversation clears its badge in the list and lowers the navigation's unread total
 * (docs/product.md §4).
 */
export function useMarkChatRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ conversation, message }: { conversation: number; message: number }) =>
      markChatRead(conversation, message),
    onSuccess: (answer, { conversation }) => {
      queryClient.setQueryData<ChatsResponse>(chatsQueryKey, (chats) =>
        chats
          ? { ...chatsRead(chats, conversation), num_unread_messages: answer.num_unread_messages }
          : chats,
      )
      queryClient.setQueryData<CurrentUser | null>(userQueryKey, (user) =>
        user ? { ...user, num_unread_messages: answer.num_unread_messages } : user,
      )
    },
  })
}
