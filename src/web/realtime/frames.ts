import type { QueryClient } from '@tanstack/react-query'
import type { ChatsResponse } from '#shared/api/chat.js'
import type { RealtimeEvent } from '#shared/api/realtime.js'
import { allChatsQueryKey, type ChatPages } from '../features/chat/api/chat.js'
import { chatsQueryKey, syncTotals } from '../features/chat/api/chats.js'
import { addMessage, removeConversation, updateConversation, withReadUpTo } from '../features/chat/cache.js'
import { likesQueryKey } from '../features/likes/api/likes.js'
import { showMatch } from '../features/likes/hooks/matchModalStore.js'
import { type CurrentUser, userQueryKey } from '../lib/session.js'

/** Nothing in the cache names the other member of a read receipt; conversations are matched by id alone. */
const anyMember = -1

/**
 * One frame of the socket into the query cache (docs/product.md §4 Refresh and §7 Realtime): what the pages
 * show follows without asking the server again, except for the likes lists, which are loaded again.
 */
export function applyFrame(queryClient: QueryClient, frame: RealtimeEvent, viewerId: number): void {
  switch (frame.type) {
    case 'message':
      addMessage(queryClient, frame.message, frame.profile, viewerId)
      return
    case 'read':
      updateConversation(queryClient, frame.conversation_id, anyMember, (pages) =>
        withReadUpTo(pages, viewerId, frame.message_id),
      )
      return
    case 'unread':
      syncTotals(queryClient, frame)
      queryClient.setQueryData<ChatsResponse>(chatsQueryKey, (chats) =>
        chats
          ? { ...chats, num_unread_messages: frame.num_unread_messages, num_new_likes: frame.num_new_likes }
          : chats,
      )
      return
    case 'like':
      void queryClient.invalidateQueries({ queryKey: likesQueryKey })
      return
    case 'match':
      showMatch(frame.profile)
      void queryClient.invalidateQueries({ queryKey: likesQueryKey })
      return
    case 'chat_removed':
      removeConversation(queryClient, frame.conversation_id)
      // A conversation still on screen (another tab, or a block) loads again and says it is gone.
      void queryClient.invalidateQueries({
        queryKey: allChatsQueryKey,
        predicate: (query) =>
          (query.state.data as ChatPages | undefined)?.pages[0]?.conversation?.id === frame.conversation_id,
      })
      return
    case 'credits':
      queryClient.setQueryData<CurrentUser | null>(userQueryKey, (user) =>
        user ? { ...user, credits: frame.credits } : user,
      )
      for (const [key, pages] of queryClient.getQueriesData<ChatPages>({ queryKey: allChatsQueryKey })) {
        if (!pages?.pages[0]) continue
        queryClient.setQueryData<ChatPages>(key, {
          ...pages,
          pages: pages.pages.map((page, index) => (index === 0 ? { ...page, credits: frame.credits } : page)),
        })
      }
      return
  }
}

/** A frame from the socket, or null for anything that is not one (a pong, or garbage). */
export function parseFrame(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null
  try {
    const frame = JSON.parse(data) as { type?: unknown }
    const known = ['message', 'read', 'unread', 'like', 'match', 'chat_removed', 'credits']
    return typeof frame?.type === 'string' && known.includes(frame.type) ? (frame as RealtimeEvent) : null
  } catch {
    return null
  }
}
