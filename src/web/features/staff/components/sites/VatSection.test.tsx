import { describe, expect, it } from 'vitest'
import { vatRatesSetting } from '#shared/eu.js'
import { vatRatesOf } from './VatSection.js'

describe('the VAT rates box', () => {
  it('reads one country and rate a line, as staff type them', () => {
    expect(vatRatesOf('DE 7\n\nfi: 25,5\nNL=21%\n')).toEqual({ DE: 7, FI: 25.5, NL: 21 })
    expect(vatRatesOf('')).toEqual({})
  })

  it('passes on what it cannot read for the schema to refuse', () => {
    const rates = vatRatesOf('DE seven\nGermany 19')
    expect(Number.isNaN(rates.DE)).toBe(true)
    expect(vatRatesSetting.safeParse(rates).success).toBe(false)
  })
})
