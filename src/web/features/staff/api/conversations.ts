import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  StaffConversationsResponse,
  StaffMessagesResponse,
  staffMessagesInput,
} from '#shared/api/staff.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { staffKey } from './me.js'

export function staffConversationsPath(member: number): string {
  return `/api/staff/conversations.php?member=${member}`
}

/** GET /api/staff/conversations.php?member=: who the member talks with and how much; never the words. */
export function staffConversationsQuery(member: number) {
  return queryOptions({
    queryKey: [staffKey, 'conversations', member] as const,
    queryFn: () => apiGet<StaffConversationsResponse>(staffConversationsPath(member)),
    staleTime: 15_000,
  })
}

export function useStaffConversations(member: number) {
  return useQuery(staffConversationsQuery(member))
}

/**
 * POST /api/staff/messages.php: one conversation's messages, read for a reason the audit log keeps. A
 * mutation, not a query: every reading is recorded, so it must never be answered from a cache, and the
 * private words must not outlive the dialog that shows them. `gcTime: 0` drops the answer from the
 * mutation cache as soon as the dialog is gone.
 */
export function useReadMessages() {
  return useMutation({
    mutationFn: (input: z.input<typeof staffMessagesInput>) =>
      apiRequest<StaffMessagesResponse>('POST', '/api/staff/messages.php', input),
    gcTime: 0,
  })
}
