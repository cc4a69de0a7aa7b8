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
