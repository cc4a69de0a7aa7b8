import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { allChatsQueryKey } from '../features/chat/api/chat.js'
import { chatsQueryKey } from '../features/chat/api/chats.js'
import { likesQueryKey } from '../features/likes/api/likes.js'
import { userQueryKey } from '../lib/session.js'
import { RealtimeConnection, socketUrl } from './connection.js'
import { applyFrame, parseFrame } from './frames.js'

/** What the badges and lists show, loaded again: after a dropped socket, or on polling's beat. */
export function refreshMemberData(queryClient: QueryClient, withConversations = false): void {
  void queryClient.invalidateQueries({ queryKey: userQueryKey })
  void queryClient.invalidateQueries({ queryKey: chatsQueryKey })
  void queryClient.invalidateQueries({ queryKey: likesQueryKey })
  if (withConversations) void queryClient.invalidateQueries({ queryKey: allChatsQueryKey })
}

/**
 * The member's socket (docs/product.md §7 Realtime): open while logged in, its frames routed into the query
 * cache.
 */
export function useRealtime(viewerId: number | null): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (viewerId === null || typeof WebSocket === 'undefined') return
    const connection = new RealtimeConnection(socketUrl(window.location), {
      onFrame: (data) => {
        const frame = parseFrame(data)
        if (frame) applyFrame(queryClient, frame, viewerId)
      },
      // Frames sent while the socket was down are lost: ask for the current state instead.
      onReconnect: () => refreshMemberData(queryClient, true),
      // The session ended (logged out elsewhere): the user query finds out and the pages follow.
      onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
    })
    connection.start()
    return () => connection.stop()
  }, [viewerId, queryClient])
}
