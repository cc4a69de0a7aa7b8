import type { AuditEntry } from '#shared/api/staff.js'
import type { listAuditRows } from './queries.js'

type Row = Awaited<ReturnType<typeof listAuditRows>>[number]

function values(json: string | null): Record<string, unknown> | null {
  return json === null ? null : (JSON.parse(json) as Record<string, unknown>)
}

export function presentAuditRow(row: Row): AuditEntry {
  return {
    id: row.id,
    staff_id: row.staff_id,
    staff_email: row.staff_email,
    site_id: row.site_id,
    ip: row.ip,
    action: row.action,
    target_kind: row.target_kind,
    target_id: row.target_id,
    reason: row.reason,
    before: values(row.before_values),
    after: values(row.after_values),
    created_at: row.created_at,
  }
}
