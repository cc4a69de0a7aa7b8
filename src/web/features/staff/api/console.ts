import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { RealtimeEvent } from '#shared/api/realtime.js'
import type {
  ClaimResponse,
  ConsoleConversationResponse,
  NotesResponse,
  OperatorStatsResponse,
  StaffInboxResponse,
  StaffReplyResponse,
} from '#shared/api/staff-console.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { RealtimeConnection, socketUrl } from '#web/realtime/connection.js'
import { staffKey } from './me.js'

export interface QueueFilter {
  site?: number
  language?: string
}

export function staffInboxPath(filter: QueueFilter): string {
  const params = new URLSearchParams()
  if (filter.site !== undefined) params.set('site', String(filter.site))
  if (filter.language) params.set('language', filter.language)
  const query = params.toString()
  return `/api/staff/inbox.php${query ? `?${query}` : ''}`
}

const queueKey = [staffKey, 'queue'] as const

/** GET /api/staff/inbox.php: the waiting conversations, oldest first; kept current by the socket. */
export function staffInboxQuery(filter: QueueFilter) {
  return queryOptions({
    queryKey: [...queueKey, filter] as const,
    queryFn: () => apiGet<StaffInboxResponse>(staffInboxPath(filter)),
    // The socket says when the queue changed; this reading covers a frame lost while it reconnected.
    refetchInterval: 30_000,
  })
}

export function useStaffInbox(filter: QueueFilter) {
  return useQuery(staffInboxQuery(filter))
}

const conversationKey = (id: number) => [staffKey, 'console-conversation', id] as const

/** GET /api/staff/conversation.php?id=: only while the operator holds the conversation. */
export function useConsoleConversation(id: number | null) {
  return useQuery({
    queryKey: conversationKey(id ?? 0),
    queryFn: () => apiGet<ConsoleConversationResponse>(`/api/staff/conversation.php?id=${id}`),
    enabled: id !== null,
    retry: false,
  })
}

export function useClaim() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (conversation: number) =>
      apiRequest<ClaimResponse>('POST', '/api/staff/claim.php', { conversation }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queueKey }),
  })
}

export function useRelease() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (conversation: number) =>
      apiRequest<{ released: boolean }>('DELETE', `/api/staff/claim.php?conversation=${conversation}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queueKey }),
  })
}

export function useReply(conversation: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (answer: { text?: string; gift?: number }) =>
      apiRequest<StaffReplyResponse>('POST', '/api/staff/reply.php', { conversation, ...answer }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKey(conversation) })
      void queryClient.invalidateQueries({ queryKey: queueKey })
    },
  })
}

export function useSaveNote(conversation: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { subject: number; body: string }) =>
      apiRequest<NotesResponse>('PUT', '/api/staff/notes.php', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationKey(conversation) }),
  })
}

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
      onUnauthenticated: () => void queryClient.invalidateQueries({ queryKey: [staffKey] }),
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

export interface StatsPeriod {
  from?: string
  to?: string
}

/** GET /api/staff/operator-stats.php: per operator and day, and per profile and day. */
export function useOperatorStats(period: StatsPeriod) {
  const params = new URLSearchParams()
  if (period.from) params.set('from', period.from)
  if (period.to) params.set('to', period.to)
  const query = params.toString()
  return useQuery({
    queryKey: [staffKey, 'operator-stats', period] as const,
    queryFn: () => apiGet<OperatorStatsResponse>(`/api/staff/operator-stats.php${query ? `?${query}` : ''}`),
    staleTime: 60_000,
  })
}
