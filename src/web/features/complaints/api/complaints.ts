import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ComplaintInput, ComplaintResponse, ComplaintsResponse } from '#shared/api/complaints.js'
import { apiGet, apiRequest } from '#web/lib/api.js'

export const complaintsKey = ['complaints'] as const

/** GET /api/complaints.php: the member's own complaints, newest first. */
export function ownComplaintsQuery() {
  return queryOptions({
    queryKey: complaintsKey,
    queryFn: () => apiGet<ComplaintsResponse>('/api/complaints.php'),
  })
}

export function useOwnComplaints(enabled: boolean) {
  return useQuery({ ...ownComplaintsQuery(), enabled })
}

/** POST /api/complaints.php */
export function useFileComplaint() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ComplaintInput) =>
      apiRequest<ComplaintResponse>('POST', '/api/complaints.php', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complaintsKey }),
  })
}
