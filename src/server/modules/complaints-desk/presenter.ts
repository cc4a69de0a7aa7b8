import type { ComplaintEntry, ComplaintEntryKind, DeskComplaint } from '#shared/api/staff-complaints.js'
import { presentStaffComplaint } from '../complaints/presenter.js'
import type { DeskRow, EntryRow } from './queries.js'

const iso = (time: number | string | null) => (time === null ? null : new Date(Number(time)).toISOString())

/** The member a complaint concerns: the member reported, or the member whose payment it is about. */
export function subjectMemberId(row: DeskRow): number | null {
  if (row.subject_type === 'member') return row.subject_id
  if (row.subject_type === 'payment') return row.payment_member_id
  return null
}

export function presentDeskComplaint(row: DeskRow, names: Map<number, string>): DeskComplaint {
  const base = presentStaffComplaint(row)
  const subjectId = subjectMemberId(row)
  return {
    ...base,
    // A member files under their profile name; a visitor's typed name is kept as they typed it.
    complainant: { ...base.complainant, name: row.user_id === null ? row.name : row.complainant_name },
    site_id: row.site_id,
    assignee:
      row.assignee_id === null
        ? null
        : { id: row.assignee_id, name: row.assignee_name ?? row.assignee_email ?? String(row.assignee_id) },
    subject_member:
      subjectId === null ? null : { id: subjectId, name: names.get(subjectId) ?? `#${subjectId}` },
    answered_at: iso(row.answered_at),
    closed_at: iso(row.closed_at),
  }
}

export function presentEntry(row: EntryRow): ComplaintEntry {
  return {
    id: row.id,
    kind: row.kind as ComplaintEntryKind,
    text: row.body,
    staff:
      row.staff_id === null
        ? null
        : { id: row.staff_id, name: row.staff_name ?? row.staff_email ?? String(row.staff_id) },
    created_at: new Date(Number(row.created_at)).toISOString(),
  }
}
