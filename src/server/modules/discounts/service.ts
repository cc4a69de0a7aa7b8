import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import type { ActiveDiscount, PaymentMethod, TimeBonus } from '#shared/api/payments.js'
import { maxDiscountPercentage, welcomeCode } from '#shared/api/payments.js'
import type { CurrentUser } from '../auth/current-user.js'
import type { Site } from '../sites/service.js'
import {
  type DiscountCodeRow,
  findCode,
  findCodeById,
  findMemberFacts,
  hasAnyUse,
  hasUsed,
  insertUse,
  paymentOfUse,
  storedMaxPercentage,
} from './queries.js'
import {
  type CodeRefusal,
  cappedPercentage,
  isOneTime,
  isVisibleTo,
  isWelcome,
  type PurchaseFacts,
  refusalOf,
} from './rules.js'
import { timeBonusRemaining } from './time-bonus.js'

/** The discount a purchase gets, as the payments module stores it with the payment. */
export interface ResolvedDiscount {
  /** The code whose use is recorded when the purchase completes (not before); null for none. */
  discountCodeId: number | null
  percentage: number
  kind: 'time_bonus' | 'code'
}

export interface ResolveDiscountInput {
  site: Pick<Site, 'id'>
  userId: number
  /** A code the member typed; absent: the active discount (docs/product.md §4). */
  code?: string | null
  method?: PaymentMethod | null
  country?: string | null
  currency?: string | null
  /** The bundle's price before discount, in cents. */
  amountCents?: number | null
  now?: number | Date
}

const toMs = (now: number | Date | undefined) => (now instanceof Date ? now.getTime() : (now ?? Date.now()))

/** The AppError for a code that exists but does not apply; the message says which rule it broke. */
export function refusalError(
  refusal: CodeRefusal,
  row: Pick<DiscountCodeRow, 'minimum_order_value' | 'currency'>,
) {
  if (refusal === 'expired') return new AppError('code_expired')
  if (refusal === 'already_used') return new AppError('code_already_used')
  const details: Record<string, string | number | null> = { reason: refusal }
  if (refusal === 'minimum_order') {
    details.minimum_order_value = row.minimum_order_value
    details.currency = row.currency
  }
  return new AppError('code_not_applicable', { messageKey: `discounts.errors.${refusal}`, details })
}

/** The most a code takes off on the site: its `discount_max_percentage`, never above 90. */
export async function siteMaxPercentage(db: Database, siteId: number): Promise<number> {
  const stored = await storedMaxPercentage(db, siteId)
  return Math.min(stored ?? maxDiscountPercentage, maxDiscountPercentage)
}

/** Whether the code is used up in the sense of its validity: by anybody for `once`, else by the member. */
export async function usedFor(
  db: Database,
  row: Pick<DiscountCodeRow, 'id' | 'validity'>,
  userId: number,
): Promise<boolean> {
  return row.validity === 'once' ? hasAnyUse(db, row.id) : hasUsed(db, row.id, userId)
}

/**
 * The site's welcome code (TIMEBONUS25) when it is offered to this member: active, unexpired, not used by
 * them, and they have never paid. The operator turns the welcome discount and the time bonus off by
 * setting the code's status to anything but active.
 */
async function welcomeFor(db: Database, siteId: number, userId: number, paid: boolean, now: number) {
  if (paid) return undefined
  const row = await findCode(db, siteId, welcomeCode)
  if (!row || !isVisibleTo(row, userId)) return undefined
  if (await hasUsed(db, row.id, userId)) return undefined
  if (refusalOf(row, { now }, false)) return undefined
  return row
}

/** An explicitly typed code: it must exist for this member and apply to this purchase, or an AppError says why not. */
async function resolveTypedCode(
  db: Database,
  input: ResolveDiscountInput & { code: string },
  member: { paid: boolean },
  now: number,
): Promise<ResolvedDiscount> {
  const row = await findCode(db, input.site.id, input.code)
  if (!row || !isVisibleTo(row, input.userId)) throw new AppError('code_not_found')
  const used = await usedFor(db, row, input.userId)
  // The welcome code is for members who have not paid yet; for everyone else it does not exist.
  if (isWelcome(row) && member.paid && !used) throw new AppError('code_not_found')
  const purchase: PurchaseFacts = { ...input, now }
  const refusal = refusalOf(row, purchase, used)
  if (refusal) throw refusalError(refusal, row)
  const siteMax = await siteMaxPercentage(db, input.site.id)
  return { discountCodeId: row.id, percentage: cappedPercentage(row.value_percentage, siteMax), kind: 'code' }
}

/**
 * The discount of a purchase, decided on the server (never trusted from the client). A typed code is checked
 * against every rule and refused with an AppError; without one, the active discount: the time bonus while it
 * runs, else the welcome code while unused, else none. A paid member gets neither.
 */
export async function resolveDiscount(
  db: Database,
  input: ResolveDiscountInput,
): Promise<ResolvedDiscount | null> {
  const now = toMs(input.now)
  const facts = await findMemberFacts(db, input.site.id, input.userId)
  if (!facts) throw new AppError('authentication_required')
  const paid = facts.paid_user === 1
  const code = input.code?.trim()
  if (code) return resolveTypedCode(db, { ...input, code }, { paid }, now)
  const welcome = await welcomeFor(db, input.site.id, input.userId, paid, now)
  if (!welcome) return null
  // Rules the operator put on the welcome code still hold; when one is broken there is simply no discount.
  if (refusalOf(welcome, { ...input, now }, false)) return null
  const running = timeBonusRemaining({ paidUser: paid, signupDate: facts.signup_date }, now) > 0
  return {
    discountCodeId: welcome.id,
    percentage: cappedPercentage(welcome.value_percentage, await siteMaxPercentage(db, input.site.id)),
    kind: running ? 'time_bonus' : 'code',
  }
}

/** Whether a completing payment may keep its code, or another purchase of the member used it first. */
export type DiscountClaim = 'claimed' | 'taken'

/**
 * Uses a code for a completing purchase, in the caller's transaction. A once-per-user code has the key
 * "<code>:<member>", a code valid once in all "<code>:once", unique in the table: of any number of
 * purchases that complete with it, at once or one after the other, the first is 'claimed' and every other
 * is 'taken' (decision 0014). Claiming again for the
 * purchase that holds the key is 'claimed' (a webhook that repeats itself).
 */
export async function claimDiscount(
  trx: Database,
  use: { discountCodeId: number; userId: number; paymentId: number | null; now?: number | Date },
): Promise<DiscountClaim> {
  const row = await findCodeById(trx, use.discountCodeId)
  // A code the operator deleted since: the purchase keeps the price it was offered, nothing to record.
  if (!row) return 'claimed'
  const now = toMs(use.now)
  const useKey =
    row.validity === 'once'
      ? `${row.id}:once`
      : row.validity === 'once-per-user'
        ? `${row.id}:${use.userId}`
        : `${row.id}:${use.userId}:${use.paymentId ?? `t${now}-${Math.random().toString(36).slice(2, 10)}`}`
  if (await insertUse(trx, { ...use, useKey, now })) return 'claimed'
  const holder = await paymentOfUse(trx, useKey)
  return use.paymentId !== null && holder === use.paymentId ? 'claimed' : 'taken'
}

/** claimDiscount for a purchase that must not go ahead without its discount: a taken code is code_already_used. */
export async function recordDiscountUse(
  trx: Database,
  use: { discountCodeId: number; userId: number; paymentId: number | null; now?: number | Date },
): Promise<void> {
  if ((await claimDiscount(trx, use)) === 'taken') throw new AppError('code_already_used')
}

/**
 * The active discount a member sees beside the bundles (docs/product.md §4); null for visitors and paid
 * members.
 */
export async function activeDiscountOf(
  db: Database,
  site: Pick<Site, 'id'>,
  user: Pick<CurrentUser, 'id' | 'paidUser' | 'signupDate'> | null | undefined,
  now: number | Date = Date.now(),
): Promise<ActiveDiscount | null> {
  if (!user || user.paidUser) return null
  const at = toMs(now)
  const welcome = await welcomeFor(db, site.id, user.id, false, at)
  if (!welcome) return null
  const remaining = timeBonusRemaining(user, at)
  return {
    kind: remaining > 0 ? 'time_bonus' : 'code',
    code: welcome.code,
    percentage: cappedPercentage(welcome.value_percentage, await siteMaxPercentage(db, site.id)),
    remaining_seconds: remaining > 0 ? remaining : null,
  }
}

/**
 * The time bonus of GET /api/user.php (docs/product.md §3, §4): present only while the welcome discount is a
 * running time bonus.
 */
export async function timeBonusFor(
  db: Database,
  site: Pick<Site, 'id'>,
  user: Pick<CurrentUser, 'id' | 'paidUser' | 'signupDate'> | null | undefined,
  now: number | Date = Date.now(),
): Promise<TimeBonus | null> {
  // Past its first hours a member has no time bonus, whatever the welcome code: every page asks, so no query.
  if (timeBonusRemaining(user, toMs(now)) <= 0) return null
  const active = await activeDiscountOf(db, site, user, now)
  if (active?.kind !== 'time_bonus' || active.remaining_seconds === null) return null
  return { isVisible: true, remaining_seconds: active.remaining_seconds, percentage: active.percentage }
}

/**
 * GET /api/discountcode.php (docs/product.md §7): a code the member may use, or the welcome code. An unknown,
 * inactive (paused) or another member's code is code_not_found; a once-per-user code they used, or a
 * code valid once that anybody used, is code_already_used. An expired code is answered with `expired: true`, so that the page can say so.
 */
export async function lookUpCode(
  db: Database,
  site: Pick<Site, 'id'>,
  user: Pick<CurrentUser, 'id' | 'paidUser'>,
  query: { code?: string; welcome?: 'true' },
): Promise<DiscountCodeRow> {
  const text = query.welcome === 'true' ? welcomeCode : query.code
  if (!text) throw new AppError('validation_failed', { field: 'code' })
  const row = await findCode(db, site.id, text)
  if (!row || !isVisibleTo(row, user.id)) throw new AppError('code_not_found')
  if (isOneTime(row) && (await usedFor(db, row, user.id))) throw new AppError('code_already_used')
  if (isWelcome(row) && user.paidUser) throw new AppError('code_not_found')
  return row
}
