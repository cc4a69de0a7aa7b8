import { describe, expect, it } from 'vitest'
import { paymentDeskErrors } from '#shared/api/staff-payments.js'
import { refundableCents } from './presenter.js'
import type { DeskPaymentDetailRow } from './queries.js'
import { paymentFilterOf, refundRefusal } from './service.js'

const paid: DeskPaymentDetailRow = {
  id: 7,
  site_id: 1,
  user_id: 3,
  bundle_id: 2,
  provider: 'test',
  provider_payment_id: 'tst_1',
  method: 'ideal',
  country: 'NL',
  currency: 'EUR',
  amount_cents: 1000,
  credits: 100,
  discount_code_id: null,
  discount_percentage: 0,
  discount_withdrawn: 0,
  status: 'paid',
  created_at: 1,
  completed_at: 2,
  amount_refunded_cents: 300,
  amount_charged_back_cents: 0,
  email: 'a@example.com',
  name: 'A',
  discount_code: null,
}

describe('what a refund may give back', () => {
  it('is what is left of a completed, paid payment', () => {
    expect(refundableCents(paid)).toBe(700)
    expect(refundableCents({ ...paid, amount_refunded_cents: 1000, status: 'refunded' })).toBe(0)
    expect(refundableCents({ ...paid, completed_at: null, status: 'open' })).toBe(0)
    expect(refundableCents({ ...paid, status: 'charged_back', amount_charged_back_cents: 1000 })).toBe(0)
    expect(refundableCents({ ...paid, provider: 'directdebit' })).toBe(0)
  })

  it('refuses more than is left, naming the amount', () => {
    expect(refundRefusal(paid, 700, 'test')).toBeNull()
    expect(refundRefusal(paid, 701, 'test')).toEqual({
      field: 'amount_cents',
      messageKey: paymentDeskErrors.amountTooHigh,
    })
  })

  it('refuses a payment that is not refundable, naming the payment, most telling reason first', () => {
    const refusal = (row: Partial<DeskPaymentDetailRow>, provider = 'test') =>
      refundRefusal({ ...paid, ...row }, 1, provider)?.messageKey
    expect(refusal({ provider: 'directdebit', provider_payment_id: 'dd-1' })).toBe(
      paymentDeskErrors.directDebit,
    )
    expect(refusal({ status: 'charged_back', amount_charged_back_cents: 1000 })).toBe(
      paymentDeskErrors.chargedBack,
    )
    expect(refusal({ status: 'failed', completed_at: null })).toBe(paymentDeskErrors.notRefundable)
    expect(refusal({ status: 'refunded', amount_refunded_cents: 1000 })).toBe(paymentDeskErrors.notRefundable)
    expect(refusal({}, 'mollie')).toBe(paymentDeskErrors.otherProvider)
    expect(refundRefusal({ ...paid, provider: 'directdebit' }, 1, 'test')?.field).toBe('id')
  })
})

describe('the list filter', () => {
  it('reads a number as a member id and other text as part of an e-mail or name', () => {
    expect(paymentFilterOf({ siteIds: null }, { member: '42' })).toMatchObject({
      memberId: 42,
      memberText: undefined,
    })
    expect(paymentFilterOf({ siteIds: [3] }, { member: 'anna@' })).toMatchObject({
      siteIds: [3],
      memberId: undefined,
      memberText: 'anna@',
    })
  })

  it('takes from and to as whole UTC days, both included, without a time zone', () => {
    const filter = paymentFilterOf({ siteIds: null }, { from: '2026-03-01', to: '2026-03-31' })
    expect(filter.from).toBe(Date.UTC(2026, 2, 1))
    expect(filter.until).toBe(Date.UTC(2026, 3, 1))
  })

  it("takes them as the site's calendar days, across a change of the clocks", () => {
    const filter = paymentFilterOf(
      { siteIds: null },
      { from: '2026-03-01', to: '2026-03-31' },
      'Europe/Amsterdam',
    )
    // Midnight in Amsterdam: 23:00 UTC the day before in winter, 22:00 in summer time.
    expect(filter.from).toBe(Date.UTC(2026, 1, 28, 23))
    expect(filter.until).toBe(Date.UTC(2026, 2, 31, 22))
  })
})
