import type { ComplaintNoteInput, ComplaintPageResponse } from '#shared/api/staff-complaints.js'
import { apiRequest } from '#web/lib/api.js'
import { useComplaintChange } from './complaint.js'

/** POST /api/staff/complaint-note.php: an internal note. */
export function useAddComplaintNote() {
  return useComplaintChange((input: ComplaintNoteInput) =>
    apiRequest<ComplaintPageResponse>('POST', '/api/staff/complaint-note.php', input),
  )
}
