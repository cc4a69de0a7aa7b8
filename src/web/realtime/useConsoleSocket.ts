import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { RealtimeEvent } from '#shared/api/realtime.js'
import { conversationKey, queueKey } from '../features/staff/api/console.js'
import { staffMeQuery } from '../features/staff/api/me.js'
import { RealtimeConnection, socketUrl } from './connection.js'

/**
 * The console's socket: a `queue` frame reads the queue again, and the open conversation when it is the one
 * that changed (the member wrote again). Frames lost while the socket was down are made up by reading both.
 */
export function useConsoleSocket(openConversation: number | null): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return
    const refresh = (conversation: number | null) => {
      void queryClient.invalidateQueries({ queryKey: queueKey })
      if (conversation !== null && conversation === openConversation)
        void queryClient.invalidateQueries({ queryKey: conversationKey(conversation) })
    }
    const connection = new RealtimeConnection(socketUrl(window.location), {
      onFrame: (data) => {
        const frame = parseQueueFrame(data)
        if (frame) refresh(frame.conversation_id)
      },
      onReconnect: () => refresh(openConversation),
      onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: staffMeQuery().queryKey }),
    })
    connection.start()
    return () => connection.stop()
  }, [queryClient, openConversation])
}

type QueueFrame = Extract<RealtimeEvent, { type: 'queue' }>

export function parseQueueFrame(data: unknown): QueueFrame | null {
  if (typeof data !== 'string') return null
  try {
    const frame = JSON.parse(data) as Partial<QueueFrame>
    return frame?.type === 'queue' && typeof frame.conversation_id === 'number' ? (frame as QueueFrame) : null
  } catch {
    return null
  }
}
