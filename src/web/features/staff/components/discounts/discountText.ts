import type { DeskDiscount } from '#shared/api/staff-discounts.js'
import { formatMoney } from '../../format.js'

type T = (key: string, options?: Record<string, unknown>) => string

export function discountPath(id: number): string {
  return `/admin/discounts/${id}`
}

/** Where a code stands: expired (its date passed) before its stored status. */
export function statusOf(discount: Pick<DeskDiscount, 'status' | 'expired'>): string {
  return discount.expired ? 'expired' : discount.status
}

/** A code's conditions in a few words: "NL · EUR · min. €10.00 · iDEAL · member #12"; "–" when none. */
export function conditionsText(discount: DeskDiscount, t: T, tMain: T, locale: string): string {
  const parts: string[] = []
  if (discount.country) parts.push(discount.country)
  if (discount.currency) parts.push(discount.currency)
  if (discount.minimum_order_value > 0) {
    const amount = discount.currency
      ? formatMoney(discount.minimum_order_value, discount.currency, locale)
      : (discount.minimum_order_value / 100).toFixed(2)
    parts.push(t('discounts.min_order_short', { amount }))
  }
  if (discount.paymentmethods.length > 0)
    parts.push(discount.paymentmethods.map((method) => tMain(`payment_methods.${method}`)).join(', '))
  if (discount.user_id !== null) parts.push(t('discounts.member_short', { id: discount.user_id }))
  return parts.length > 0 ? parts.join(' · ') : '–'
}

/** The revenue of a code, one amount per currency. */
export function revenueText(discount: Pick<DeskDiscount, 'revenue'>, locale: string): string {
  if (discount.revenue.length === 0) return '–'
  return discount.revenue.map((money) => formatMoney(money.cents, money.currency, locale)).join(' + ')
}
