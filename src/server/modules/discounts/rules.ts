import {
  maxDiscountPercentage,
  type PaymentMethod,
  paymentMethods,
  welcomeCode,
} from '#shared/api/payments.js'
import type { DiscountCodeRow } from './queries.js'

/** Why a code that exists does not apply to this purchase; each has its message in discounts.errors. */
export type CodeRefusal =
  | 'expired'
  | 'wrong_country'
  | 'wrong_currency'
  | 'wrong_method'
  | 'minimum_order'
  | 'already_used'

/** The purchase a code is checked against; absent parts are not checked (bundles.php knows no method). */
export interface PurchaseFacts {
  country?: string | null
  currency?: string | null
  method?: PaymentMethod | null
  /** The bundle's price before any discount, in cents of `currency`. */
  amountCents?: number | null
  now: number
}

const knownMethods = new Set<string>(paymentMethods)

/** The stored JSON list of methods; anything unknown in it is left out. Empty means every method. */
export function methodsOf(row: Pick<DiscountCodeRow, 'paymentmethods'>): PaymentMethod[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(row.paymentmethods)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.filter((m): m is PaymentMethod => typeof m === 'string' && knownMethods.has(m))
}

export function isExpired(row: Pick<DiscountCodeRow, 'expires_at'>, now: number): boolean {
  return row.expires_at !== null && row.expires_at <= now
}

export function isWelcome(row: Pick<DiscountCodeRow, 'code'>): boolean {
  return row.code.toUpperCase() === welcomeCode
}

/** Whether the member may see the code at all: active, and theirs when it names a member. */
/**
 * Whether one use ends the code: for the member (once-per-user) or for everybody (once). The caller says
 * whether it was used in the sense of its validity (see usedFor in the service).
 */
export function isOneTime(row: Pick<DiscountCodeRow, 'validity'>): boolean {
  return row.validity === 'once-per-user' || row.validity === 'once'
}

export function isVisibleTo(row: Pick<DiscountCodeRow, 'status' | 'user_id'>, userId: number): boolean {
  return row.status === 'active' && (row.user_id === null || row.user_id === userId)
}

/** The first rule of the code the purchase breaks, or null when the code applies. */
export function refusalOf(row: DiscountCodeRow, purchase: PurchaseFacts, used: boolean): CodeRefusal | null {
  if (isExpired(row, purchase.now)) return 'expired'
  if (used && isOneTime(row)) return 'already_used'
  if (row.country && purchase.country && row.country.toUpperCase() !== purchase.country.toUpperCase())
    return 'wrong_country'
  if (row.currency && purchase.currency && row.currency.toUpperCase() !== purchase.currency.toUpperCase())
    return 'wrong_currency'
  const methods = methodsOf(row)
  if (purchase.method && methods.length > 0 && !methods.includes(purchase.method)) return 'wrong_method'
  if (typeof purchase.amountCents === 'number' && purchase.amountCents < row.minimum_order_value)
    return 'minimum_order'
  return null
}

/**
 * What a code takes off at most, whatever the operator typed: the site's own maximum
 * (`discount_max_percentage`), never above maxDiscountPercentage.
 */
export function cappedPercentage(value: number, siteMax: number = maxDiscountPercentage): number {
  return Math.min(Math.max(value, 0), Math.min(siteMax, maxDiscountPercentage))
}
