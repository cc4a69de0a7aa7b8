import type { ComplaintAssigneeInput, ComplaintPageResponse } from '#shared/api/staff-complaints.js'
import { apiRequest } from '#web/lib/api.js'
import { useComplaintChange } from './complaint.js'

/** PUT /api/staff/complaint-assignee.php: take the complaint, or give it back. */
export function useAssignComplaint() {
  return useComplaintChange((input: ComplaintAssigneeInput) =>
    apiRequest<ComplaintPageResponse>('PUT', '/api/staff/complaint-assignee.php', input),
  )
}
