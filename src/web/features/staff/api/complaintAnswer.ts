import type { ComplaintAnswerInput, ComplaintPageResponse } from '#shared/api/staff-complaints.js'
import { apiRequest } from '#web/lib/api.js'
import { useComplaintChange } from './complaint.js'

/** POST /api/staff/complaint-answer.php: the answer mailed to the complainant. */
export function useAnswerComplaint() {
  return useComplaintChange((input: ComplaintAnswerInput) =>
    apiRequest<ComplaintPageResponse>('POST', '/api/staff/complaint-answer.php', input),
  )
}
