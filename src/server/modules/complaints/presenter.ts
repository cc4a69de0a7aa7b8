import type { Complaint, ComplaintReason, ComplaintSubject, StaffComplaint } from '#shared/api/complaints.js'
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

/** For the site's staff only: the complainant's contact, which the complainant's own view leaves out. */
export function presentStaffComplaint(row: ComplaintRow): StaffComplaint {
  return {
    ...presentComplaint(row),
    complainant: { member_id: row.user_id, email: row.email, name: row.name, language: row.language },
  }
}
