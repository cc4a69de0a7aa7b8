import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ClaimResponse,
  ConsoleConversationResponse,
  FirstContactsResponse,
  NotesResponse,
  OperatorStatsResponse,
  StaffInboxResponse,
  StaffReplyResponse,
} from '#shared/api/staff-console.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
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

export const queueKey = [staffKey, 'queue'] as const

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

export const conversationKey = (id: number) => [staffKey, 'console-conversation', id] as const

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
    mutationFn: (answer: { text?: string; gift?: number; photo?: number }) =>
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

/** GET /api/staff/first-contacts.php: what the profiles wrote first, newest first. */
export function useFirstContacts() {
  return useQuery({
    queryKey: [staffKey, 'first-contacts'] as const,
    queryFn: () => apiGet<FirstContactsResponse>('/api/staff/first-contacts.php'),
    // The job writes at most once a minute.
    refetchInterval: 60_000,
  })
}
