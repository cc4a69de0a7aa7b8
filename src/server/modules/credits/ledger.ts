import type { Database } from '../../db/database.js'
import { AppError } from '../../errors.js'

/** What a ledger row records (docs/architecture.md §5): every change of a balance is one of these. */
export type LedgerKind = 'grant' | 'spend' | 'refund' | 'reversal' | 'adjustment'

export interface LedgerEntry {
  userId: number
  /** Credits, always positive: `spend` takes them, `grant` gives them. */
  amount: number
  /** Why, in a word: signup, message, gift, photo, purchase... */
  reason: string
  /** What the change is about (a message id, a payment id), when there is one. */
  reference?: string | null
  /** Unique across the ledger: the same change can never be written twice. */
  key: string
  now?: number
}

function assertPositive(amount: number): void {
  if (!Number.isInteger(amount) || amount <= 0)
    throw new Error(`ledger amounts are positive integers: ${amount}`)
}

async function writeRow(trx: Database, entry: LedgerEntry, kind: LedgerKind, signed: number): Promise<void> {
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
 * Takes `amount` credits in the caller's transaction: one conditional update, so that two spends at once
 * can never take the same credit, and the ledger row beside it. Answers the balance after the spend;
 * not enough credits is `not_enough_credits` with the balance and the cost, and nothing is written.
 */
export async function spend(trx: Database, entry: LedgerEntry): Promise<number> {
  assertPositive(entry.amount)
  const updated = await trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '-', entry.amount) }))
    .where('id', '=', entry.userId)
    .where('credits', '>=', entry.amount)
    .returning('credits')
    .executeTakeFirst()
  if (!updated) {
    const balance = await balanceOf(trx, entry.userId)
    throw new AppError('not_enough_credits', {
      params: { credits: balance, cost: entry.amount },
      details: { credits: balance, cost: entry.amount },
    })
  }
  await writeRow(trx, entry, 'spend', -entry.amount)
  return updated.credits
}

/** Gives `amount` credits in the caller's transaction (signup, purchases, refunds). Answers the new balance. */
export async function grant(
  trx: Database,
  entry: LedgerEntry,
  kind: Exclude<LedgerKind, 'spend'> = 'grant',
): Promise<number> {
  assertPositive(entry.amount)
  const updated = await trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '+', entry.amount) }))
    .where('id', '=', entry.userId)
    .returning('credits')
    .executeTakeFirstOrThrow()
  await writeRow(trx, entry, kind, entry.amount)
  return updated.credits
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

/**
 * Takes back `amount` credits of a purchase that was refunded or charged back, in the caller's
 * transaction. Unlike a spend it may take the balance below zero: credits already spent were still
 * bought, and the debt stays visible (docs/decisions/0010-reversals.md). Answers the new balance.
 */
export async function reverse(trx: Database, entry: LedgerEntry): Promise<number> {
  assertPositive(entry.amount)
  const updated = await trx
    .updateTable('users')
    .set((eb) => ({ credits: eb('credits', '-', entry.amount) }))
    .where('id', '=', entry.userId)
    .returning('credits')
    .executeTakeFirstOrThrow()
  await writeRow(trx, entry, 'reversal', -entry.amount)
  return updated.credits
}
