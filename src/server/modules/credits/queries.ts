import type { Database } from '#server/db/database.js'
import type { LedgerEntry, LedgerKind } from './ledger.js'

/** One ledger row: `signed` is the change of the balance (negative for what is taken). */
export async function insertLedgerRow(
  trx: Database,
  entry: LedgerEntry,
  kind: LedgerKind,
  signed: number,
): Promise<void> {
  await trx
    .insertInto('credit_ledger')
    .values({
      user_id: entry.userId,
      amount: signed,
      kind,
      reason: entry.reason,
      reference: entry.reference ?? null,
      idempotency_key: entry.key,
      created_at: entry.now ?? Date.now(),
    })
    .execute()
}

/**
 * Takes `amount` credits when the member has them: one conditional update, so that two spends at once can
 * never take the same credit. Answers the new balance, undefined when the credits were not enough.
 */
export function subtractCreditsIfEnough(trx: Database, userId: number, amount: number) {
  return trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '-', amount) }))
    .where('id', '=', userId)
    .where('credits', '>=', amount)
    .returning('credits')
    .executeTakeFirst()
}

/** Adds `amount` credits to the member's balance; answers the new balance. */
export function addCredits(trx: Database, userId: number, amount: number) {
  return trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '+', amount) }))
    .where('id', '=', userId)
    .returning('credits')
    .executeTakeFirstOrThrow()
}

/** Takes `amount` credits whatever the balance (it may go below zero); answers the new balance. */
export function subtractCredits(trx: Database, userId: number, amount: number) {
  return trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '-', amount) }))
    .where('id', '=', userId)
    .returning('credits')
    .executeTakeFirstOrThrow()
}

export async function balanceOf(db: Database, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('credits').where('id', '=', userId).executeTakeFirst()
  return row?.credits ?? 0
}

/** The sum of a member's ledger rows: always equal to their balance. */
export async function ledgerSum(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.total ?? 0)
}

/** The member's balance and whether they ever paid (paid members see private photos). */
export function findBalanceAndPaidUser(db: Database, userId: number) {
  return db.selectFrom('users').select(['credits', 'paid_user']).where('id', '=', userId).executeTakeFirst()
}
