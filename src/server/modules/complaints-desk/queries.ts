import { sql } from 'kysely'
import type { Database } from '#server/db/database.js'
import type { StaffComplaintsQuery } from '#shared/api/staff-complaints.js'

export interface DeskFilter extends Omit<StaffComplaintsQuery, 'assigned'> {
  /** null: every site. */
  siteIds: readonly number[] | null
  /** A staff id: assigned to them; null: assigned to nobody; undefined: whoever. */
  assignee?: number | null
}

/** A complaint with the names the desk shows beside it. */
function deskSelect(db: Database) {
  return db
    .selectFrom('complaints as c')
    .leftJoin('profiles as cp', 'cp.user_id', 'c.user_id')
    .leftJoin('users as a', 'a.id', 'c.assignee_id')
    .leftJoin('profiles as ap', 'ap.user_id', 'c.assignee_id')
    .leftJoin('payments as pay', (join) =>
      join.onRef('pay.id', '=', 'c.subject_id').on('c.subject_type', '=', 'payment'),
    )
    .selectAll('c')
    .select([
      'cp.name as complainant_name',
      'a.email as assignee_email',
      'ap.name as assignee_name',
      'pay.user_id as payment_member_id',
    ])
}

export type DeskRow = Awaited<ReturnType<typeof findDeskComplaint>> & {}

const statusOrder = sql<number>`case c.status when 'open' then 0 when 'in_progress' then 1 when 'answered' then 2 else 3 end`

/** Open first, then in progress, answered and closed; newest first within each. */
export async function listDeskComplaints(db: Database, filter: DeskFilter) {
  if (filter.siteIds !== null && filter.siteIds.length === 0) return []
  let query = deskSelect(db)
  if (filter.siteIds !== null) query = query.where('c.site_id', 'in', filter.siteIds)
  if (filter.site !== undefined) query = query.where('c.site_id', '=', filter.site)
  if (filter.status !== undefined) query = query.where('c.status', '=', filter.status)
  if (filter.reason !== undefined) query = query.where('c.reason', '=', filter.reason)
  if (filter.subject_type !== undefined) query = query.where('c.subject_type', '=', filter.subject_type)
  if (filter.assignee === null) query = query.where('c.assignee_id', 'is', null)
  if (typeof filter.assignee === 'number') query = query.where('c.assignee_id', '=', filter.assignee)
  // Ordered before the limit, so that no open complaint is ever left behind newer closed ones.
  return query.orderBy(statusOrder).orderBy('c.id', 'desc').limit(500).execute()
}

export function findDeskComplaint(db: Database, id: number) {
  return deskSelect(db).where('c.id', '=', id).executeTakeFirst()
}

/** The profile names of the members a list of complaints is about. */
export async function memberNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('profiles')
    .select(['user_id', 'name'])
    .where('user_id', 'in', [...new Set(ids)])
    .execute()
  return new Map(rows.map((row) => [row.user_id, row.name]))
}

export function listEntries(db: Database, complaintId: number) {
  return db
    .selectFrom('complaint_entries as e')
    .leftJoin('users as s', 's.id', 'e.staff_id')
    .leftJoin('profiles as sp', 'sp.user_id', 'e.staff_id')
    .select([
      'e.id',
      'e.kind',
      'e.body',
      'e.staff_id',
      'e.created_at',
      's.email as staff_email',
      'sp.name as staff_name',
    ])
    .where('e.complaint_id', '=', complaintId)
    .orderBy('e.id')
    .execute()
}

export type EntryRow = Awaited<ReturnType<typeof listEntries>>[number]

export async function insertEntry(
  db: Database,
  entry: { complaintId: number; staffId: number; kind: string; body: string; now: number },
) {
  await db
    .insertInto('complaint_entries')
    .values({
      complaint_id: entry.complaintId,
      staff_id: entry.staffId,
      kind: entry.kind,
      body: entry.body,
      created_at: entry.now,
    })
    .execute()
}

export async function updateComplaint(
  db: Database,
  id: number,
  changes: { status?: string; assignee_id?: number | null; answered_at?: number; closed_at?: number | null },
) {
  await db.updateTable('complaints').set(changes).where('id', '=', id).execute()
}

export async function insertWarning(
  db: Database,
  warning: {
    siteId: number
    userId: number
    complaintId: number
    staffId: number
    body: string
    now: number
  },
) {
  await db
    .insertInto('member_warnings')
    .values({
      site_id: warning.siteId,
      user_id: warning.userId,
      complaint_id: warning.complaintId,
      staff_id: warning.staffId,
      body: warning.body,
      created_at: warning.now,
    })
    .execute()
}
