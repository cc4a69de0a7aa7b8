import type { Selectable } from 'kysely'
import type { Database } from '#server/db/database.js'
import type { ComplaintsTable } from '#server/db/schema.js'

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
  // Ordered before the limit, so that no open complaint is ever left behind newer closed ones.
  return db
    .selectFrom('complaints')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy((eb) =>
      eb.case().when('status', '=', 'open').then(0).when('status', '=', 'in_progress').then(1).else(2).end(),
    )
    .orderBy('id', 'desc')
    .limit(500)
    .execute()
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
