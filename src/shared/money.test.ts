import { describe, expect, it } from 'vitest'
import { formatMoney } from './money.js'

/** Intl puts no-break spaces between figure and sign; plain spaces read better in expectations. */
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('money in the viewer’s language', () => {
  it('formats cents as the currency of the language', () => {
    expect(formatMoney({ cents: 2995, currency: 'EUR' }, 'en')).toBe('€29.95')
    expect(plain(formatMoney({ cents: 2995, currency: 'EUR' }, 'de'))).toBe('29,95 €')
    expect(plain(formatMoney({ cents: 2995, currency: 'EUR' }, 'nl'))).toBe('€ 29,95')
    expect(plain(formatMoney({ cents: 4900, currency: 'PLN' }, 'pl'))).toBe('49,00 zł')
    expect(formatMoney({ cents: 1999, currency: 'USD' }, 'en')).toBe('$19.99')
  })

  it('shows small amounts, such as the minimum cost of a message, to the cent', () => {
    expect(formatMoney({ cents: 45, currency: 'EUR' }, 'en')).toBe('€0.45')
    expect(formatMoney({ cents: 45, currency: 'EUR' }, 'de')).toBe('0,45\u00a0€')
    expect(formatMoney({ cents: 120, currency: 'PLN' }, 'pl')).toBe('1,20\u00a0zł')
  })

  it('shows more places when asked, for fractions of a cent', () => {
    expect(formatMoney({ cents: 18.7, currency: 'EUR' }, 'en', 3)).toBe('€0.187')
  })

  it('falls back to the figure and the code for an unknown currency', () => {
    expect(formatMoney({ cents: 1000, currency: 'X1' }, 'en')).toBe('10 X1')
    expect(formatMoney({ cents: 200, currency: 'XYZ1' }, 'en')).toBe('2 XYZ1')
  })
})
