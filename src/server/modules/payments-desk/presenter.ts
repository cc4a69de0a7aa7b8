import type { PaymentMethod, PaymentRecordStatus } from '#shared/api/payments.js'
import type {
  DeskPayment,
  DeskPaymentDetail,
  PaymentDocument,
  PaymentEvent,
  PaymentEventKind,
  PaymentLedgerRow,
} from '#shared/api/staff-payments.js'
import type { PaymentDocument as StoredDocument } from '../invoices/queries.js'
import type {
  DeskPaymentDetailRow,
  DeskPaymentRow,
  PaymentEventRow,
  PaymentLedgerRowData,
} from './queries.js'

const iso = (time: number | string) => new Date(Number(time)).toISOString()

/** What a refund may still give back: nothing of a payment not completed, charged back or paid by direct debit. */
export function refundableCents(row: DeskPaymentRow): number {
  if (row.completed_at === null || row.status !== 'paid') return 0
  if (Number(row.amount_charged_back_cents) > 0 || row.provider === 'directdebit') return 0
  return Math.max(0, Number(row.amount_cents) - Number(row.amount_refunded_cents))
}

export function presentDeskPayment(row: DeskPaymentRow): DeskPayment {
  return {
    id: row.id,
    created_at: iso(row.created_at),
    member: { id: row.user_id, name: row.name ?? `#${row.user_id}`, email: row.email },
    site_id: row.site_id,
    amount: { cents: Number(row.amount_cents), currency: row.currency },
    method: row.method as PaymentMethod,
    country: row.country,
    status: row.status as PaymentRecordStatus,
    amount_refunded_cents: Number(row.amount_refunded_cents),
    amount_charged_back_cents: Number(row.amount_charged_back_cents),
    provider: row.provider,
    provider_payment_id: row.provider_payment_id,
  }
}

export function presentDeskPaymentDetail(row: DeskPaymentDetailRow): DeskPaymentDetail {
  return {
    ...presentDeskPayment(row),
    bundle_id: row.bundle_id,
    credits: Number(row.credits),
    discount:
      row.discount_code_id === null && Number(row.discount_percentage) === 0
        ? null
        : {
            code: row.discount_code ?? null,
            percentage: Number(row.discount_percentage),
            withdrawn: Number(row.discount_withdrawn) === 1,
          },
    completed_at: row.completed_at === null ? null : iso(row.completed_at),
    refundable_cents: refundableCents(row),
  }
}

export function presentEvent(row: PaymentEventRow): PaymentEvent {
  return {
    id: row.id,
    kind: row.kind as PaymentEventKind,
    status: row.status,
    amount_cents: row.amount_cents === null ? null : Number(row.amount_cents),
    staff:
      row.staff_id === null
        ? null
        : { id: row.staff_id, name: row.staff_name ?? row.staff_email ?? String(row.staff_id) },
    detail: row.detail,
    created_at: iso(row.created_at),
  }
}

export function presentLedgerRow(row: PaymentLedgerRowData): PaymentLedgerRow {
  return {
    id: row.id,
    amount: Number(row.amount),
    kind: row.kind,
    reason: row.reason,
    created_at: iso(row.created_at),
  }
}

export function presentDocument(document: StoredDocument): PaymentDocument {
  return {
    id: document.id,
    kind: document.kind,
    number: document.number,
    issued_at: iso(document.issued_at),
    total: { cents: document.total_cents, currency: document.currency },
    pdf_url: `/api/staff/invoice-pdf.php?id=${document.id}`,
  }
}
