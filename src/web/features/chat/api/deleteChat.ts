import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChatDeleteResponse, ChatsResponse } from '#shared/api/chat.js'
import { apiRequest } from '#web/lib/api.js'
import { userQueryKey } from '#web/lib/session.js'
import { chatsWithout, removeConversation } from '../cache.js'
import { reportChatError } from '../hooks/chatNotice.js'
import { chatsQueryKey } from './chats.js'

/** DELETE /api/chat.php (docs/product.md §7): removes the conversation from the viewer's list. */
export function deleteChat(conversation: number): Promise<ChatDeleteResponse> {
  return apiRequest<ChatDeleteResponse>('DELETE', '/api/chat.php', { conversation })
}

/**
 * docs/product.md §4 Removing a chat: gone from the list at once, then deleted on the server. A failure shows
 * the server's message and loads the list again (the conversation comes back).
 */
export function useDeleteChat() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteChat,
    onMutate: async (conversation) => {
      await queryClient.cancelQueries({ queryKey: chatsQueryKey })
      queryClient.setQueryData<ChatsResponse>(chatsQueryKey, (chats) =>
        chats ? chatsWithout(chats, conversation) : chats,
      )
    },
    onSuccess: (_answer, conversation) => {
      removeConversation(queryClient, conversation)
      // Its unread messages no longer count.
      void queryClient.invalidateQueries({ queryKey: userQueryKey })
    },
    onError: (error) => {
      reportChatError(error)
      void queryClient.invalidateQueries({ queryKey: chatsQueryKey })
    },
  })
}
