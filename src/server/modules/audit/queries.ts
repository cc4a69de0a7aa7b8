import type { Database } from '#server/db/database.js'

export interface AuditRow {
  staffId: number
  siteId: number | null
  ip: string
  action: string
  targetKind: string
  targetId: number | null
  reason: string | null
  before: string | null
  after: string | null
  now: number
}

export async function insertAuditRow(trx: Database, row: AuditRow): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      staff_id: row.staffId,
      site_id: row.siteId,
      ip: row.ip.slice(0, 45),
      action: row.action,
      target_kind: row.targetKind,
      target_id: row.targetId,
      reason: row.reason,
      before_values: row.before,
      after_values: row.after,
      created_at: row.now,
    })
    .execute()
}

export interface AuditFilter {
  staff?: number
  targetKind?: string
  target?: number
  action?: string
  /** null: every site. */
  siteIds: readonly number[] | null
  offset: number
  limit: number
}

/** Newest first; a staff member restricted to sites sees the entries of those sites only. */
export function listAuditRows(db: Database, filter: AuditFilter) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.staff_id')
    .select([
      'audit_log.id',
      'audit_log.staff_id',
      'users.email as staff_email',
      'audit_log.site_id',
      'audit_log.ip',
      'audit_log.action',
      'audit_log.target_kind',
      'audit_log.target_id',
      'audit_log.reason',
      'audit_log.before_values',
      'audit_log.after_values',
      'audit_log.created_at',
    ])
  if (filter.staff !== undefined) query = query.where('audit_log.staff_id', '=', filter.staff)
  if (filter.targetKind !== undefined) query = query.where('audit_log.target_kind', '=', filter.targetKind)
  if (filter.target !== undefined) query = query.where('audit_log.target_id', '=', filter.target)
  if (filter.action !== undefined) query = query.where('audit_log.action', '=', filter.action)
  if (filter.siteIds !== null) {
    if (filter.siteIds.length === 0) return Promise.resolve([])
    query = query.where('audit_log.site_id', 'in', filter.siteIds)
  }
  return query.orderBy('audit_log.id', 'desc').offset(filter.offset).limit(filter.limit).execute()
}
