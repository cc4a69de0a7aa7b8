import type { Insertable } from 'kysely'
import type { Database } from '#server/db/database.js'
import type { DirectDebitRequestsTable } from '#server/db/schema.js'

export const blockFlag = 'direct_debit_blocked'

/** An active bundle of the site, with what a debit of it needs. */
export function findBundle(db: Database, siteId: number, bundleId: number) {
  return db
    .selectFrom('bundles')
    .select(['id', 'currency', 'price_cents'])
    .where('id', '=', bundleId)
    .where('site_id', '=', siteId)
    .where('active', '=', 1)
    .executeTakeFirst()
}

/**
 * Whether the member may not pay by direct debit: an operator set the block flag, or a payment of theirs
 * was charged back (a debit they reversed at their bank).
 */
export async function isBlocked(db: Database, userId: number): Promise<boolean> {
  const [flag, chargeback] = await Promise.all([
    db
      .selectFrom('user_flags')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('name', '=', blockFlag)
      .executeTakeFirst(),
    db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'charged_back')
      .executeTakeFirst(),
  ])
  return flag !== undefined || chargeback !== undefined
}

/** The member's confirmed debits since `since`, in `currency`: how many and their sum in cents. */
export async function confirmedSince(db: Database, userId: number, currency: string, since: number) {
  const row = await db
    .selectFrom('direct_debit_requests')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amount_cents').as('cents')])
    .where('user_id', '=', userId)
    .where('status', '=', 'confirmed')
    .where('currency', '=', currency)
    .where('confirmed_at', '>', since)
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), cents: Number(row.cents ?? 0) }
}

export function findRequest(db: Database, siteId: number, userId: number, requestId: number) {
  return db
    .selectFrom('direct_debit_requests')
    .selectAll()
    .where('id', '=', requestId)
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export type DirectDebitRequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>

/**
 * Counts a try, in one statement so that tries at once are all counted: answers the number of tries
 * after this one, or null when the request is no longer open to tries (confirmed, dead or at 5 already).
 */
export async function countTry(db: Database, requestId: number, maxTries: number): Promise<number | null> {
  const row = await db
    .updateTable('direct_debit_requests')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .where('attempts', '<', maxTries)
    .returning('attempts')
    .executeTakeFirst()
  return row?.attempts ?? null
}

export async function markDead(db: Database, requestId: number): Promise<void> {
  await db
    .updateTable('direct_debit_requests')
    .set({ status: 'dead' })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .execute()
}

/** Takes the request from pending to confirmed; false when another confirmation took it first. */
export async function markConfirmed(trx: Database, requestId: number, now: number): Promise<boolean> {
  const row = await trx
    .updateTable('direct_debit_requests')
    .set({ status: 'confirmed', confirmed_at: now })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** A new request waiting for its SMS code; answers its id. */
export function insertDirectDebitRequest(db: Database, request: Insertable<DirectDebitRequestsTable>) {
  return db.insertInto('direct_debit_requests').values(request).returning('id').executeTakeFirstOrThrow()
}

/** The payment a confirmed request was recorded as. */
export async function setRequestPayment(trx: Database, requestId: number, paymentId: number): Promise<void> {
  await trx
    .updateTable('direct_debit_requests')
    .set({ payment_id: paymentId })
    .where('id', '=', requestId)
    .execute()
}

/**
 * Unconfirmed requests past their grace keep the masked IBAN only: the holder, the phone and the full IBAN
 * go. Answers how many were forgotten.
 */
export async function forgetUnconfirmedRequests(db: Database, expiredBefore: number): Promise<number> {
  const result = await db
    .updateTable('direct_debit_requests')
    .set((eb) => ({ iban: eb.ref('iban_masked'), holder: '', phone: '' }))
    .where('status', '!=', 'confirmed')
    .where('expires_at', '<', expiredBefore)
    .where('phone', '!=', '')
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
