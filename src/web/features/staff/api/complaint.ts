import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ComplaintPageResponse } from '#shared/api/staff-complaints.js'
import { apiGet } from '#web/lib/api.js'
import { staffKey } from './me.js'

export function staffComplaintPath(id: number): string {
  return `/api/staff/complaint.php?id=${id}`
}

/** GET /api/staff/complaint.php?id=: one complaint with its history. */
export function staffComplaintQuery(id: number) {
  return queryOptions({
    queryKey: [staffKey, 'complaint', id] as const,
    queryFn: () => apiGet<ComplaintPageResponse>(staffComplaintPath(id)),
    staleTime: 15_000,
  })
}

export function useStaffComplaint(id: number) {
  return useQuery(staffComplaintQuery(id))
}

/**
 * A change on the complaint's page: its answer is the whole page again, which replaces the cache; the
 * lists that show the complaint are refreshed.
 */
export function useComplaintChange<I>(send: (input: I) => Promise<ComplaintPageResponse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(staffComplaintQuery(answer.complaint.id).queryKey, answer)
      void queryClient.invalidateQueries({ queryKey: [staffKey, 'complaints'] })
    },
  })
}
