import { z } from 'zod'
import { money, paymentMethods, paymentRecordStatuses } from './payments.js'

/**
 * The back-office's payments desk (docs/product.md, Staff: payments desk): the list with its filters, one
 * payment with its events, ledger rows and invoices, and refunds through the provider.
 */
const id = z.number().int().positive().max(2_147_483_647)
const queryId = z.coerce.number().int().positive().max(2_147_483_647)

export const paymentsPageSize = 50
export const refundReasonMax = 500

/** A payment's status, and `partly_refunded`: paid with some of it refunded. */
export const paymentStatusFilters = [...paymentRecordStatuses, 'partly_refunded'] as const
export type PaymentStatusFilter = (typeof paymentStatusFilters)[number]

export const paymentDeskErrors = {
  dateInvalid: 'staff.errors.payment_date_invalid',
  reasonEmpty: 'staff.errors.refund_reason_empty',
  amountInvalid: 'staff.errors.refund_amount_invalid',
  amountTooHigh: 'staff.errors.refund_amount_too_high',
  notRefundable: 'staff.errors.refund_not_paid',
  chargedBack: 'staff.errors.refund_charged_back',
  directDebit: 'staff.errors.refund_direct_debit',
  otherProvider: 'staff.errors.refund_other_provider',
  refusedNotPaid: 'staff.errors.refund_refused_not_paid',
  refusedTooMuch: 'staff.errors.refund_refused_too_much',
  refused: 'staff.errors.refund_refused',
} as const

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, paymentDeskErrors.dateInvalid)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), paymentDeskErrors.dateInvalid)

/**
 * GET /api/staff/payments.php: newest first, 50 a page. `member`: a member id, or part of an e-mail
 * address or profile name. `from`/`to`: days in UTC, both included.
 */
export const staffPaymentsQuery = z
  .object({
    member: z.string().trim().min(1).max(100).optional(),
    provider_payment_id: z.string().trim().min(1).max(100).optional(),
    status: z.enum(paymentStatusFilters).optional(),
    method: z.enum(paymentMethods).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    site: queryId.optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().positive().max(100_000).optional(),
  })
  .strict()
export type StaffPaymentsQuery = z.infer<typeof staffPaymentsQuery>

const member = z.object({ id: z.number().int(), name: z.string(), email: z.string() })

/** A payment as the desk lists it. */
export const deskPayment = z
  .object({
    id: z.number().int(),
    created_at: z.string().describe('ISO 8601'),
    member,
    site_id: z.number().int(),
    amount: money,
    method: z.enum(paymentMethods),
    country: z.string(),
    status: z.enum(paymentRecordStatuses),
    amount_refunded_cents: z.number().int(),
    amount_charged_back_cents: z.number().int(),
    provider: z.string(),
    provider_payment_id: z.string().nullable(),
  })
  .meta({ id: 'DeskPayment' })
export type DeskPayment = z.infer<typeof deskPayment>

export const deskPaymentsResponse = z.object({
  payments: z.array(deskPayment),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The time zone whose calendar days `from` and `to` were counted in. */
  time_zone: z.string(),
})
export type DeskPaymentsResponse = z.infer<typeof deskPaymentsResponse>

export const paymentEventKinds = [
  'created',
  'status',
  'refund_requested',
  'refunded',
  'charged_back',
] as const
export type PaymentEventKind = (typeof paymentEventKinds)[number]

export const paymentEvent = z.object({
  id: z.number().int(),
  kind: z.enum(paymentEventKinds),
  status: z.string().nullable(),
  amount_cents: z.number().int().nullable(),
  staff: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  detail: z.string().nullable(),
  created_at: z.string().describe('ISO 8601'),
})
export type PaymentEvent = z.infer<typeof paymentEvent>

export const paymentLedgerRow = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: z.string(),
  reason: z.string(),
  created_at: z.string().describe('ISO 8601'),
})
export type PaymentLedgerRow = z.infer<typeof paymentLedgerRow>

export const paymentDocument = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issued_at: z.string().describe('ISO 8601'),
  total: money,
  pdf_url: z.string(),
})
export type PaymentDocument = z.infer<typeof paymentDocument>

/** Everything about one payment. `refundable_cents`: what a refund may still give back (0: none). */
export const deskPaymentDetail = deskPayment.extend({
  bundle_id: z.number().int(),
  credits: z.number().int(),
  discount: z
    .object({ code: z.string().nullable(), percentage: z.number(), withdrawn: z.boolean() })
    .nullable(),
  completed_at: z.string().nullable().describe('ISO 8601'),
  refundable_cents: z.number().int(),
})
export type DeskPaymentDetail = z.infer<typeof deskPaymentDetail>

/** GET /api/staff/payment.php?id= */
export const staffPaymentQuery = z.object({ id: queryId }).strict()

export const paymentPageResponse = z.object({
  payment: deskPaymentDetail,
  events: z.array(paymentEvent),
  ledger: z.array(paymentLedgerRow),
  documents: z.array(paymentDocument),
})
export type PaymentPageResponse = z.infer<typeof paymentPageResponse>

/** POST /api/staff/payment-refund.php (admin): gives `amount_cents` back through the provider. */
export const paymentRefundInput = z
  .object({
    id,
    amount_cents: z
      .number(paymentDeskErrors.amountInvalid)
      .int(paymentDeskErrors.amountInvalid)
      .positive(paymentDeskErrors.amountInvalid)
      .max(2_147_483_647, paymentDeskErrors.amountInvalid),
    reason: z.string().trim().min(1, paymentDeskErrors.reasonEmpty).max(refundReasonMax),
  })
  .strict()
export type PaymentRefundInput = z.infer<typeof paymentRefundInput>
