import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ChatResponse } from '#shared/api/chat.js'
import { apiGet } from '#web/lib/api.js'

/** Which conversation a chat screen shows: one by id (/chats/:id) or the one with a member (/members/:id/chat). */
export type ChatTarget = { conversation: number } | { member: number }

export type ChatPages = InfiniteData<ChatResponse, number | null>

type ChatQueryKey = ReturnType<typeof chatQueryKey>

export function chatQueryKey(target: ChatTarget) {
  return 'conversation' in target
    ? (['chat', 'conversation', target.conversation] as const)
    : (['chat', 'member', target.member] as const)
}

/** Every conversation in the cache, whichever way it was opened. */
export const allChatsQueryKey = ['chat'] as const

export function chatPath(target: ChatTarget, before: number | null = null): string {
  const params = new URLSearchParams(
    'conversation' in target
      ? { conversation: String(target.conversation) }
      : { member: String(target.member) },
  )
  if (before !== null) params.set('before', String(before))
  return `/api/chat.php?${params}`
}

/** GET /api/chat.php: one page of a conversation, oldest first; `before` pages back in time. */
export function fetchChat(target: ChatTarget, before: number | null = null): Promise<ChatResponse> {
  return apiGet<ChatResponse>(chatPath(target, before))
}

/**
 * A conversation page by page: the first page holds the newest messages, each further page older ones
 * (while `has_more`). New messages are added to the first page.
 */
export function chatQuery(target: ChatTarget) {
  return infiniteQueryOptions<ChatResponse, Error, ChatPages, ChatQueryKey, number | null>({
    queryKey: chatQueryKey(target),
    queryFn: ({ pageParam }) => fetchChat(target, pageParam),
    initialPageParam: null,
    getNextPageParam: (page) => (page.has_more ? page.messages[0]?.id : undefined),
    staleTime: 30_000,
  })
}

export function useChat(target: ChatTarget) {
  return useInfiniteQuery(chatQuery(target))
}
