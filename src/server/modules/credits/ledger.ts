import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import {
  addCredits,
  balanceOf,
  insertLedgerRow,
  subtractCredits,
  subtractCreditsIfEnough,
} from './queries.js'

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

/**
 * Takes `amount` credits in the caller's transaction: one conditional update, so that two spends at once
 * can never take the same credit, and the ledger row beside it. Answers the balance after the spend;
 * not enough credits is `not_enough_credits` with the balance and the cost, and nothing is written.
 */
export async function spend(trx: Database, entry: LedgerEntry): Promise<number> {
  assertPositive(entry.amount)
  const updated = await subtractCreditsIfEnough(trx, entry.userId, entry.amount)
  if (!updated) {
    const balance = await balanceOf(trx, entry.userId)
    throw new AppError('not_enough_credits', {
      params: { credits: balance, cost: entry.amount },
      details: { credits: balance, cost: entry.amount },
    })
  }
  await insertLedgerRow(trx, entry, 'spend', -entry.amount)
  return updated.credits
}

/** Gives `amount` credits in the caller's transaction (signup, purchases, refunds). Answers the new balance. */
export async function grant(
  trx: Database,
  entry: LedgerEntry,
  kind: Exclude<LedgerKind, 'spend'> = 'grant',
): Promise<number> {
  assertPositive(entry.amount)
  const updated = await addCredits(trx, entry.userId, entry.amount)
  await insertLedgerRow(trx, entry, kind, entry.amount)
  return updated.credits
}

/**
 * Takes back `amount` credits of a purchase that was refunded or charged back, in the caller's
 * transaction. Unlike a spend it may take the balance below zero: credits already spent were still
 * bought, and the debt stays visible (docs/decisions/0010-reversals.md). Answers the new balance.
 */
export async function reverse(trx: Database, entry: LedgerEntry): Promise<number> {
  assertPositive(entry.amount)
  const updated = await subtractCredits(trx, entry.userId, entry.amount)
  await insertLedgerRow(trx, entry, 'reversal', -entry.amount)
  return updated.credits
}

/**
 * A staff correction of the balance in the caller's transaction, written as an `adjustment`: up, or down
 * only as far as the balance goes (one conditional update, like a spend). Answers the new balance, or
 * undefined when the balance is smaller than the correction and nothing was written.
 */
export async function adjust(trx: Database, entry: LedgerEntry, direction: 'up' | 'down') {
  assertPositive(entry.amount)
  if (direction === 'up') return grant(trx, entry, 'adjustment')
  const updated = await subtractCreditsIfEnough(trx, entry.userId, entry.amount)
  if (!updated) return undefined
  await insertLedgerRow(trx, entry, 'adjustment', -entry.amount)
  return updated.credits
}
