import type { DiscountCode } from '#shared/api/payments.js'
import type { DiscountCodeRow } from './queries.js'
import { cappedPercentage, isExpired, methodsOf } from './rules.js'

/**
 * docs/product.md §3 Discount code, as its member sees it: the code's own terms, nothing about other members.
 */
export function presentDiscountCode(row: DiscountCodeRow, now: number, siteMax?: number): DiscountCode {
  return {
    code: row.code,
    value_percentage: cappedPercentage(row.value_percentage, siteMax),
    minimum_order_value: row.minimum_order_value,
    country: row.country,
    user_id: row.user_id,
    expires: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    currency: row.currency,
    status: row.status,
    validity: row.validity === 'unlimited' || row.validity === 'once' ? row.validity : 'once-per-user',
    expired: isExpired(row, now),
    paymentmethods: methodsOf(row),
  }
}
