import { useEffect, useRef } from 'react'
import type { ChatMessage } from '#shared/api/chat.js'
import { useMarkChatRead } from '../api/chatRead.js'
import { usePageVisible } from './usePageVisible.js'

/**
 * docs/product.md §4 Unread badges: opening a conversation marks it read up to its newest message, and so
 * does every message of the other member arriving while it is open and in sight.
 */
export function useMarkRead(
  conversationId: number | null,
  newest: ChatMessage | undefined,
  viewerId: number,
) {
  const { mutate } = useMarkChatRead()
  const visible = usePageVisible()
  const marked = useRef(0)
  useEffect(() => {
    if (conversationId === null || !newest || !visible || newest.id <= marked.current) return
    // The viewer's own new message leaves nothing unread; the first visit marks whatever is newest.
    const first = marked.current === 0
    marked.current = newest.id
    if (!first && newest.sender_id === viewerId) return
    mutate({ conversation: conversationId, message: newest.id })
  }, [conversationId, newest, visible, viewerId, mutate])
}
