import type { QueryClient } from '@tanstack/react-query'
import type { ChatEntry, ChatMessage, ChatsResponse } from '#shared/api/chat.js'
import type { MemberCard } from '#shared/api/members.js'
import { allChatsQueryKey, type ChatPages } from './api/chat.js'
import { chatsQueryKey } from './api/chats.js'

/**
 * How a conversation's cached pages and the conversation list change when a message is sent or arrives,
 * is read or a conversation goes away. Pure functions on the cached data, and the few calls that apply
 * them to every cached copy (a conversation may be cached by its id and by the other member's id).
 */

/** Whether cached pages show the conversation `conversationId` with member `otherId`. */
export function pagesShow(pages: ChatPages, conversationId: number, otherId: number): boolean {
  const first = pages.pages[0]
  if (!first) return false
  if (first.conversation) return first.conversation.id === conversationId
  return first.profile.id === otherId
}

/** Adds a message to the newest page (once: the sender's own answer and the socket may both bring it). */
export function withMessage(pages: ChatPages, message: ChatMessage): ChatPages {
  const [first, ...older] = pages.pages
  if (!first) return pages
  if (pages.pages.some((page) => page.messages.some((m) => m.id === message.id))) return pages
  const messages = [...first.messages, message].sort((a, b) => a.id - b.id)
  return {
    ...pages,
    pages: [
      {
        ...first,
        conversation: first.conversation ?? { id: message.conversation_id },
        messages,
        first_message: false,
      },
      ...older,
    ],
  }
}

/** The viewer's messages up to `messageId` were read by the other member (read receipts). */
export function withReadUpTo(pages: ChatPages, viewerId: number, messageId: number): ChatPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) =>
        m.sender_id === viewerId && m.id <= messageId && !m.read ? { ...m, read: true } : m,
      ),
    })),
  }
}

/** The other member of a message's conversation, seen from the viewer. */
export function otherMemberOf(message: ChatMessage, profile: MemberCard, viewerId: number): number {
  return message.sender_id === viewerId ? profile.id : message.sender_id
}

/**
 * The list after a message: its conversation moves to the top with the message as preview; a message
 * from the other member counts as unread until the conversation is read. A new conversation is added.
 */
export function chatsWithMessage(
  chats: ChatsResponse,
  message: ChatMessage,
  profile: MemberCard,
  viewerId: number,
): ChatsResponse {
  const existing = chats.chats.find((entry) => entry.conversation.id === message.conversation_id)
  if (existing?.conversation.last_message && existing.conversation.last_message.id >= message.id) return chats
  const fromThem = message.sender_id !== viewerId
  const entry: ChatEntry = {
    conversation: {
      id: message.conversation_id,
      last_message_at: message.created_at,
      last_message: { id: message.id, sender_id: message.sender_id, kind: message.kind, text: message.text },
    },
    profile: { id: existing?.profile.id ?? otherMemberOf(message, profile, viewerId) },
    num_unread_messages: (existing?.num_unread_messages ?? 0) + (fromThem ? 1 : 0),
  }
  const others = chats.chats.filter((c) => c.conversation.id !== message.conversation_id)
  const knowsProfile = chats.profiles.some((p) => p.id === entry.profile.id)
  return {
    ...chats,
    chats: [entry, ...others],
    profiles: knowsProfile || entry.profile.id !== profile.id ? chats.profiles : [...chats.profiles, profile],
  }
}

export function chatsWithout(chats: ChatsResponse, conversationId: number): ChatsResponse {
  return { ...chats, chats: chats.chats.filter((entry) => entry.conversation.id !== conversationId) }
}

/** The conversation was read: its badge in the list goes. */
export function chatsRead(chats: ChatsResponse, conversationId: number): ChatsResponse {
  return {
    ...chats,
    chats: chats.chats.map((entry) =>
      entry.conversation.id === conversationId && entry.num_unread_messages > 0
        ? { ...entry, num_unread_messages: 0 }
        : entry,
    ),
  }
}

/** Applies a change to every cached copy of the conversation. */
export function updateConversation(
  queryClient: QueryClient,
  conversationId: number,
  otherId: number,
  change: (pages: ChatPages) => ChatPages,
): void {
  for (const [key, pages] of queryClient.getQueriesData<ChatPages>({ queryKey: allChatsQueryKey })) {
    if (pages && pagesShow(pages, conversationId, otherId)) queryClient.setQueryData(key, change(pages))
  }
}

/** A message sent or received: into its conversation and the list. */
export function addMessage(
  queryClient: QueryClient,
  message: ChatMessage,
  profile: MemberCard,
  viewerId: number,
): void {
  const otherId = otherMemberOf(message, profile, viewerId)
  updateConversation(queryClient, message.conversation_id, otherId, (pages) => withMessage(pages, message))
  queryClient.setQueryData<ChatsResponse>(chatsQueryKey, (chats) =>
    chats ? chatsWithMessage(chats, message, profile, viewerId) : chats,
  )
}

/** A conversation removed (here, in another tab, or by a block): out of the list and the cache. */
export function removeConversation(queryClient: QueryClient, conversationId: number): void {
  queryClient.setQueryData<ChatsResponse>(chatsQueryKey, (chats) =>
    chats ? chatsWithout(chats, conversationId) : chats,
  )
  queryClient.removeQueries({
    queryKey: allChatsQueryKey,
    predicate: (query) => {
      const pages = query.state.data as ChatPages | undefined
      return query.getObserversCount() === 0 && pages?.pages[0]?.conversation?.id === conversationId
    },
  })
}
