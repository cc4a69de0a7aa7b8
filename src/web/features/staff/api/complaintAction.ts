import { useQueryClient } from '@tanstack/react-query'
import type { ComplaintActionInput, ComplaintPageResponse } from '#shared/api/staff-complaints.js'
import { apiRequest } from '#web/lib/api.js'
import { useComplaintChange } from './complaint.js'
import { staffKey } from './me.js'

/** POST /api/staff/complaint-action.php: warn or disable the member reported. */
export function useComplaintAction() {
  const queryClient = useQueryClient()
  return useComplaintChange(async (input: ComplaintActionInput) => {
    const answer = await apiRequest<ComplaintPageResponse>('POST', '/api/staff/complaint-action.php', input)
    // A disabled member's page and the member searches show the new status.
    void queryClient.invalidateQueries({ queryKey: [staffKey, 'member'] })
    void queryClient.invalidateQueries({ queryKey: [staffKey, 'members'] })
    return answer
  })
}
