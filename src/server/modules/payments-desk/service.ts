import { RefundRefused } from '#server/adapters/payments/provider.js'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import {
  type DeskPaymentsResponse,
  type PaymentPageResponse,
  type PaymentRefundInput,
  paymentDeskErrors,
  paymentsPageSize,
  type StaffPaymentsQuery,
} from '#shared/api/staff-payments.js'
import { addDays, sharedTimeZone } from '#shared/calendarDays.js'
import { recordAudit } from '../audit/record.js'
import { answersTo, type StaffMember } from '../auth/policy.js'
import { listPaymentDocuments } from '../invoices/queries.js'
import { siteDayStart } from '../likes/day.js'
import { insertPaymentEvent } from '../payments/events.js'
import { listSites } from '../staff-sites/queries.js'
import {
  presentDeskPayment,
  presentDeskPaymentDetail,
  presentDocument,
  presentEvent,
  presentLedgerRow,
  refundableCents,
} from './presenter.js'
import {
  countDeskPayments,
  type DeskPaymentDetailRow,
  findDeskPayment,
  listDeskPayments,
  listPaymentEvents,
  listPaymentLedger,
  type PaymentFilter,
} from './queries.js'

type Deps = Pick<AppDeps, 'db' | 'payments' | 'paymentProvider'>

/**
 * The filter of a list query: a number is a member id, any other text part of an e-mail or name; `from` and
 * `to` are whole calendar days of `timeZone`, both included.
 */
export function paymentFilterOf(
  staff: Pick<StaffMember, 'siteIds'>,
  query: StaffPaymentsQuery,
  timeZone = 'UTC',
): PaymentFilter {
  const member = query.member
  const asNumber = member !== undefined && /^\d{1,10}$/.test(member) ? Number(member) : undefined
  // An id too large for the column is no member's: nothing matches it, as for any unknown id.
  const memberId = asNumber !== undefined && asNumber > 2_147_483_647 ? 0 : asNumber
  return {
    siteIds: staff.siteIds,
    memberId,
    memberText: memberId === undefined ? member : undefined,
    providerPaymentId: query.provider_payment_id,
    status: query.status,
    method: query.method,
    country: query.country,
    site: query.site,
    from: query.from === undefined ? undefined : siteDayStart(timeZone, query.from),
    until: query.to === undefined ? undefined : siteDayStart(timeZone, addDays(query.to, 1)),
  }
}

/**
 * Why a refund of `cents` cannot be asked for, as the field and message key of a 400; null when it can.
 * The provider has the last word (it may still refuse).
 */
export function refundRefusal(
  row: DeskPaymentDetailRow,
  cents: number,
  providerName: string,
): { field: string; messageKey: string } | null {
  if (row.provider === 'directdebit') return { field: 'id', messageKey: paymentDeskErrors.directDebit }
  if (Number(row.amount_charged_back_cents) > 0)
    return { field: 'id', messageKey: paymentDeskErrors.chargedBack }
  if (row.completed_at === null || row.status !== 'paid')
    return { field: 'id', messageKey: paymentDeskErrors.notRefundable }
  if (row.provider !== providerName || !row.provider_payment_id)
    return { field: 'id', messageKey: paymentDeskErrors.otherProvider }
  if (cents > refundableCents(row))
    return { field: 'amount_cents', messageKey: paymentDeskErrors.amountTooHigh }
  return null
}

function refusalKey(error: RefundRefused): string {
  if (error.reason === 'not_paid') return paymentDeskErrors.refusedNotPaid
  if (error.reason === 'exceeds_remaining') return paymentDeskErrors.refusedTooMuch
  return paymentDeskErrors.refused
}

/**
 * The payments desk (docs/product.md, Staff: payments desk). A refund goes through the provider first;
 * then the provider's state is applied on the path every webhook takes (its reversal rule), with the
 * refund's event and audit row in the same transaction.
 */
export class PaymentDesk {
  constructor(private readonly deps: Deps) {}

  async list(staff: StaffMember, query: StaffPaymentsQuery): Promise<DeskPaymentsResponse> {
    const page = query.page ?? 1
    if (staff.siteIds !== null && staff.siteIds.length === 0)
      return { payments: [], total: 0, page, page_size: paymentsPageSize, time_zone: 'UTC' }
    const timeZone = await this.timeZoneOf(staff, query.site)
    const filter = paymentFilterOf(staff, query, timeZone)
    const [rows, total] = await Promise.all([
      listDeskPayments(this.deps.db, filter, {
        limit: paymentsPageSize,
        offset: (page - 1) * paymentsPageSize,
      }),
      countDeskPayments(this.deps.db, filter),
    ])
    return {
      payments: rows.map(presentDeskPayment),
      total,
      page,
      page_size: paymentsPageSize,
      time_zone: timeZone,
    }
  }

  /** Whose calendar days the dates count in: the chosen site's, or the one all the staff member's sites share. */
  private async timeZoneOf(staff: StaffMember, siteId: number | undefined): Promise<string> {
    const sites = await listSites(this.deps.db, staff.siteIds)
    const chosen = sites.filter((site) => siteId === undefined || site.id === siteId)
    return sharedTimeZone(chosen.map((site) => site.time_zone))
  }

  async page(staff: StaffMember, id: number): Promise<PaymentPageResponse> {
    const row = await this.payment(staff, id)
    const [events, ledger, documents] = await Promise.all([
      listPaymentEvents(this.deps.db, id),
      listPaymentLedger(this.deps.db, row.user_id, id),
      listPaymentDocuments(this.deps.db, id),
    ])
    return {
      payment: presentDeskPaymentDetail(row),
      events: events.map(presentEvent),
      ledger: ledger.map(presentLedgerRow),
      documents: documents.map(presentDocument),
    }
  }

  async refund(staff: StaffMember, input: PaymentRefundInput): Promise<PaymentPageResponse> {
    const row = await this.payment(staff, input.id)
    const refusal = refundRefusal(row, input.amount_cents, this.deps.paymentProvider.name)
    if (refusal) throw new AppError('validation_failed', refusal)
    const providerPaymentId = row.provider_payment_id ?? ''
    // The request's own time: the provider's webhook may apply the refund before this call does.
    const requestedAt = Date.now()
    try {
      await this.deps.paymentProvider.refund(providerPaymentId, {
        cents: input.amount_cents,
        currency: row.currency,
      })
    } catch (error) {
      if (!(error instanceof RefundRefused)) throw error
      throw new AppError('refund_refused', {
        messageKey: refusalKey(error),
        params: { reason: error.message },
      })
    }
    await this.deps.payments.reconciliation.applyWith(row, async (trx, before, applyState, now) => {
      await insertPaymentEvent(trx, {
        paymentId: row.id,
        kind: 'refund_requested',
        status: before.status,
        amountCents: input.amount_cents,
        staffId: staff.user.id,
        detail: input.reason,
        now: requestedAt,
      })
      const after = await applyState()
      await recordAudit(
        trx,
        { staffId: staff.user.id, ip: staff.ip },
        {
          action: 'payment.refund',
          siteId: row.site_id,
          target: { kind: 'payment', id: row.id },
          reason: input.reason,
          before: { status: before.status, amount_refunded_cents: before.amount_refunded_cents },
          after: {
            status: after.status,
            amount_refunded_cents: after.amount_refunded_cents,
            refund_cents: input.amount_cents,
          },
        },
        now,
      )
    })
    return this.page(staff, input.id)
  }

  /** A payment of a site the staff member answers to; anything else is not found. */
  private async payment(staff: StaffMember, id: number): Promise<DeskPaymentDetailRow> {
    const row = await findDeskPayment(this.deps.db, id)
    if (!row || !answersTo(staff, row.site_id)) throw new AppError('not_found')
    return row
  }
}
