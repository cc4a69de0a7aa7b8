import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeskComplaint } from '#shared/api/staff-complaints.js'
import { apiRequest } from '#web/lib/api.js'
import { staffComplaintQuery } from './complaint.js'
import { staffKey } from './me.js'

/** PUT /api/staff/complaints.php: in progress or closed by hand. */
export function useSetComplaintStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: number; status: 'in_progress' | 'closed' }) =>
      apiRequest<{ complaint: DeskComplaint }>('PUT', '/api/staff/complaints.php', input),
    onSuccess: ({ complaint }) => {
      void queryClient.invalidateQueries({ queryKey: staffComplaintQuery(complaint.id).queryKey })
      void queryClient.invalidateQueries({ queryKey: [staffKey, 'complaints'] })
    },
  })
}
