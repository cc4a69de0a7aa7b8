import type { Complaint, ComplaintReason, ComplaintSubject } from '../../../shared/api/complaints.js'
import type { ComplaintRow } from './queries.js'

/** The number a complainant quotes: C- and the id padded to six digits. */
export function complaintReference(id: number): string {
  return `C-${String(id).padStart(6, '0')}`
}

export function presentComplaint(row: ComplaintRow): Complaint {
  return {
    id: row.id,
    reference: complaintReference(row.id),
    subject_type: row.subject_type as ComplaintSubject,
    subject_id: row.subject_id,
    reason: row.reason as ComplaintReason,
    text: row.body,
    status: row.status as Complaint['status'],
    created_at: new Date(Number(row.created_at)).toISOString(),
  }
}
