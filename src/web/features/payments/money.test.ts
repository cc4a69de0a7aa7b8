import { describe, expect, it } from 'vitest'
import type { Bundle } from '#shared/api/payments.js'
import { formatPerCredit, isStoredCard, priceDisplay, pricePerCredit, totalCredits } from './money.js'

const bundle: Bundle = {
  id: 2,
  credits: 100,
  bonus_credits: 20,
  price: { cents: 2995, currency: 'EUR' },
  discounted_price: null,
  best_value: false,
}

describe('bundle prices', () => {
  it('counts the bonus credits in', () => {
    expect(totalCredits(bundle)).toBe(120)
  })

  it('shows the price alone without a discount', () => {
    expect(priceDisplay(bundle, 'en')).toEqual({ now: '€29.95', was: null })
  })

  it('shows the discounted price with the original to strike through', () => {
    const discounted = { ...bundle, discounted_price: { cents: 2246, currency: 'EUR' } }
    expect(priceDisplay(discounted, 'en')).toEqual({ now: '€22.46', was: '€29.95' })
  })

  it('prices a credit from what is paid, over all credits', () => {
    expect(pricePerCredit(bundle)).toEqual({ cents: 2995 / 120, currency: 'EUR' })
    expect(formatPerCredit(bundle, 'en')).toBe('€0.25')
    expect(
      formatPerCredit({ ...bundle, bonus_credits: 0, price: { cents: 1000, currency: 'EUR' } }, 'en'),
    ).toBe('€0.10')
    const discounted = { ...bundle, discounted_price: { cents: 2246, currency: 'EUR' } }
    expect(formatPerCredit(discounted, 'en')).toBe('€0.187')
    expect(formatPerCredit({ ...bundle, credits: 0, bonus_credits: 0 }, 'en')).toBeNull()
  })
})

describe('stored cards', () => {
  it('are the card methods', () => {
    expect(isStoredCard('visa')).toBe(true)
    expect(isStoredCard('creditcard')).toBe(true)
    expect(isStoredCard('paypal')).toBe(false)
    expect(isStoredCard('ideal')).toBe(false)
  })
})
