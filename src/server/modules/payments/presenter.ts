import type {
  Bundle,
  LedgerRowView,
  PaymentMethod,
  PaymentRecordStatus,
  PaymentState,
  PaymentView,
} from '#shared/api/payments.js'
import type { BundleRow, PaymentRow } from './queries.js'

/** docs/product.md §4 Payment: what the member sees of a provider status. */
export function stateOf(status: string): Exclude<PaymentState, 'loading'> {
  if (status === 'paid' || status === 'refunded' || status === 'charged_back') return 'completed'
  if (status === 'failed' || status === 'expired') return 'failed'
  if (status === 'cancelled') return 'cancelled'
  return 'pending'
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString())

export function presentPayment(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    state: stateOf(row.status),
    status: row.status as PaymentRecordStatus,
    method: row.method as PaymentMethod,
    bundle_id: row.bundle_id,
    credits: row.credits,
    amount: { cents: row.amount_cents, currency: row.currency },
    discount_percentage: Number(row.discount_percentage),
    discount_withdrawn: row.discount_withdrawn === 1,
    created_at: iso(row.created_at) ?? '',
    completed_at: iso(row.completed_at),
  }
}

/** A price after a percentage off, in whole cents (half a cent rounds up). */
export function discounted(priceCents: number, percentage: number): number {
  return Math.round((priceCents * (100 - percentage)) / 100)
}

export function presentBundle(row: BundleRow, discountPercentage: number | null): Bundle {
  return {
    id: row.id,
    credits: row.credits,
    bonus_credits: row.bonus_credits,
    price: { cents: row.price_cents, currency: row.currency },
    discounted_price:
      discountPercentage && discountPercentage > 0
        ? { cents: discounted(row.price_cents, discountPercentage), currency: row.currency }
        : null,
    best_value: row.best_value === 1,
  }
}

export function presentLedgerRow(row: {
  id: number
  amount: number
  kind: string
  reason: string
  reference: string | null
  created_at: number
}): LedgerRowView {
  return {
    id: row.id,
    amount: row.amount,
    kind: row.kind as LedgerRowView['kind'],
    reason: row.reason,
    reference: row.reference,
    created_at: iso(row.created_at) ?? '',
  }
}
