import { describe, expect, it } from 'vitest'
import type { DeskDiscount } from '#shared/api/staff-discounts.js'
import { amountText, centsOf } from './DiscountForm.js'
import { conditionsText, revenueText, statusOf } from './discountText.js'

const code: DeskDiscount = {
  id: 1,
  site_id: 1,
  code: 'SPRING',
  value_percentage: 30,
  minimum_order_value: 0,
  country: null,
  currency: null,
  user_id: null,
  status: 'active',
  validity: 'once-per-user',
  paymentmethods: [],
  expires_at: null,
  expired: false,
  welcome: false,
  uses: 0,
  revenue: [],
  created_at: '2026-01-01T00:00:00.000Z',
}
const t = (key: string, options?: Record<string, unknown>) =>
  `${key}${options ? JSON.stringify(options) : ''}`

describe('the discount desk texts', () => {
  it('sums up no conditions as a dash, and each condition in a few words', () => {
    expect(conditionsText(code, t, t, 'en')).toBe('–')
    const bound = { ...code, country: 'NL', currency: 'EUR', minimum_order_value: 1000, user_id: 7 }
    expect(conditionsText({ ...bound, paymentmethods: ['ideal'] }, t, t, 'en')).toBe(
      'NL · EUR · discounts.min_order_short{"amount":"€10.00"} · payment_methods.ideal · discounts.member_short{"id":7}',
    )
  })

  it('shows revenue per currency and an expired code as expired whatever its status', () => {
    expect(revenueText(code, 'en')).toBe('–')
    const money = [
      { cents: 1050, currency: 'EUR' },
      { cents: 2000, currency: 'PLN' },
    ]
    expect(revenueText({ revenue: money }, 'en')).toMatch(/^€10\.50 \+ PLN\s20\.00$/)
    expect(statusOf({ status: 'paused', expired: true })).toBe('expired')
    expect(statusOf({ status: 'paused', expired: false })).toBe('paused')
  })

  it('reads money typed with a dot or a comma, and refuses anything else', () => {
    expect(centsOf('10')).toBe(1000)
    expect(centsOf('10,5')).toBe(1050)
    expect(centsOf(' 0.99 ')).toBe(99)
    expect(centsOf('')).toBe(0)
    expect(centsOf('-1')).toBeNaN()
    expect(centsOf('1.234')).toBeNaN()
  })
  it('writes an amount as the staff member types it, and reads it back', () => {
    expect(amountText(1050, 'pl')).toBe('10,50')
    expect(amountText(0, 'de')).toBe('0,00')
    expect(amountText(123456, 'en')).toBe('1234.56')
    for (const locale of ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'])
      expect(centsOf(amountText(99950, locale))).toBe(99950)
  })
})
