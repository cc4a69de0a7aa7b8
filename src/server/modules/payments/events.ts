import type { Database } from '#server/db/database.js'

/**
 * A payment's history (docs/product.md, Staff: payments desk): written in the transaction that changes the
 * payment, so the desk's events always match the payment's state.
 */
export const paymentEventKinds = [
  'created',
  'status',
  'refund_requested',
  'refunded',
  'charged_back',
] as const
export type PaymentEventKind = (typeof paymentEventKinds)[number]

export interface NewPaymentEvent {
  paymentId: number
  kind: PaymentEventKind
  status: string | null
  amountCents?: number | null
  staffId?: number | null
  detail?: string | null
  now: number
}

export async function insertPaymentEvent(trx: Database, event: NewPaymentEvent): Promise<void> {
  await trx
    .insertInto('payment_events')
    .values({
      payment_id: event.paymentId,
      kind: event.kind,
      status: event.status,
      amount_cents: event.amountCents ?? null,
      staff_id: event.staffId ?? null,
      detail: event.detail ?? null,
      created_at: event.now,
    })
    .execute()
}

export interface PaymentState {
  status: string
  amount_refunded_cents: number
  amount_charged_back_cents: number
}

/**
 * The events of one applied change: the new refund and chargeback with their cents; a status change
 * without either is an event of its own (a refund's own event already says where the payment stands).
 */
export async function recordStateEvents(
  trx: Database,
  paymentId: number,
  before: PaymentState,
  after: PaymentState,
  now: number,
): Promise<void> {
  const base = { paymentId, status: after.status, now }
  const refunded = after.amount_refunded_cents - before.amount_refunded_cents
  const chargedBack = after.amount_charged_back_cents - before.amount_charged_back_cents
  if (refunded > 0) await insertPaymentEvent(trx, { ...base, kind: 'refunded', amountCents: refunded })
  if (chargedBack > 0)
    await insertPaymentEvent(trx, { ...base, kind: 'charged_back', amountCents: chargedBack })
  if (refunded <= 0 && chargedBack <= 0 && after.status !== before.status)
    await insertPaymentEvent(trx, { ...base, kind: 'status' })
}
