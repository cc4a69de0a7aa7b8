import type { Money } from '#shared/api/payments.js'
import { type DeskDiscount, type DiscountUse, discountValidities } from '#shared/api/staff-discounts.js'
import { isExpired, isWelcome, methodsOf } from '../discounts/rules.js'
import type { DeskCodeRow, UseRow } from './queries.js'

const iso = (time: number | string) => new Date(Number(time)).toISOString()

/** A stored validity the desk knows; anything else is read as once per member, as the member side does. */
function validityOf(value: string): DeskDiscount['validity'] {
  return (discountValidities as readonly string[]).includes(value)
    ? (value as DeskDiscount['validity'])
    : 'once-per-user'
}

/** A code as the desk shows it: its stored terms (not capped), its uses and its revenue. */
export function presentDeskDiscount(
  row: DeskCodeRow,
  figures: { uses: number; revenue: Money[] },
  now: number,
): DeskDiscount {
  const expires = row.expires_at === null ? null : Number(row.expires_at)
  return {
    id: row.id,
    site_id: row.site_id,
    code: row.code,
    value_percentage: row.value_percentage,
    minimum_order_value: row.minimum_order_value,
    country: row.country,
    currency: row.currency,
    user_id: row.user_id,
    status: row.status,
    validity: validityOf(row.validity),
    paymentmethods: methodsOf(row),
    expires_at: expires === null ? null : iso(expires),
    expired: isExpired({ expires_at: expires }, now),
    welcome: isWelcome(row),
    uses: figures.uses,
    revenue: figures.revenue,
    created_at: iso(row.created_at),
  }
}

export function presentUse(row: UseRow): DiscountUse {
  const brought =
    row.amount_cents === null || row.currency === null
      ? null
      : {
          cents:
            Number(row.amount_cents) -
            Number(row.amount_refunded_cents ?? 0) -
            Number(row.amount_charged_back_cents ?? 0),
          currency: row.currency,
        }
  return {
    id: row.id,
    member: { id: row.user_id, name: row.name ?? `#${row.user_id}` },
    payment_id: row.payment_id,
    amount: brought,
    created_at: iso(row.created_at),
  }
}
