import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { RealtimeEvent } from '#shared/api/realtime.js'
import { conversationKey, queueKey } from '../features/staff/api/console.js'
import { staffMeQuery } from '../features/staff/api/me.js'
import { RealtimeConnection, socketUrl } from './connection.js'

/** The queue is read again at most this often, however many frames come, within this spread after a frame. */
const queueReadEveryMs = 1000
const queueReadSpreadMs = 300

/**
 * The console's socket: a `queue` frame reads the queue again (at most once a second), and the open conversation when it is the one
 * that changed (the member wrote again). Frames lost while the socket was down are made up by reading both.
 */
export function useConsoleSocket(openConversation: number | null): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return
    // A busy queue changes many times a second; every console reading it each time would be a stampede.
    let pending: ReturnType<typeof setTimeout> | null = null
    let readAt = 0
    const refreshQueue = () => {
      if (pending !== null) return
      pending = setTimeout(
        () => {
          pending = null
          readAt = Date.now()
          void queryClient.invalidateQueries({ queryKey: queueKey })
        },
        // Spread over a moment: every console hears the same frame at once.
        Math.max(Math.random() * queueReadSpreadMs, readAt + queueReadEveryMs - Date.now()),
      )
    }
    const refresh = (conversation: number | null) => {
      refreshQueue()
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
    return () => {
      connection.stop()
      if (pending !== null) clearTimeout(pending)
    }
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
