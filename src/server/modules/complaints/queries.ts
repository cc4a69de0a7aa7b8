import type { Selectable } from 'kysely'
import type { Database } from '../../db/database.js'
import type { ComplaintsTable } from '../../db/schema.js'

export type ComplaintRow = Selectable<ComplaintsTable>

export interface NewComplaint {
  siteId: number
  userId: number | null
  subjectType: string
  subjectId: number | null
  reason: string
  body: string
  email: string
  name: string | null
  language: string
}

export async function insertComplaint(db: Database, c: NewComplaint): Promise<ComplaintRow> {
  return db
    .insertInto('complaints')
    .values({
      site_id: c.siteId,
      user_id: c.userId,
      subject_type: c.subjectType,
      subject_id: c.subjectId,
      reason: c.reason,
      body: c.body,
      email: c.email,
      name: c.name,
      language: c.language,
      created_at: Date.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function memberExistsOnSite(db: Database, siteId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  return row !== undefined
}

export async function ownPaymentExists(db: Database, userId: number, paymentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('id', '=', paymentId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row !== undefined
}

export async function listOwnComplaints(
  db: Database,
  siteId: number,
  userId: number,
): Promise<ComplaintRow[]> {
  return db
    .selectFrom('complaints')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute()
}

/** Open complaints first, then those in progress, closed last; newest first within each. */
export async function listSiteComplaints(db: Database, siteId: number): Promise<ComplaintRow[]> {
  const rows = await db
    .selectFrom('complaints')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('id', 'desc')
    .limit(500)
    .execute()
  const rank: Record<string, number> = { open: 0, in_progress: 1, closed: 2 }
  return rows.sort((a, b) => (rank[a.status] ?? 3) - (rank[b.status] ?? 3))
}

export async function updateComplaintStatus(
  db: Database,
  siteId: number,
  id: number,
  status: string,
): Promise<ComplaintRow | undefined> {
  await db
    .updateTable('complaints')
    .set({ status })
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .execute()
  return db
    .selectFrom('complaints')
    .selectAll()
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
}
