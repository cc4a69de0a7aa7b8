import { describe, expect, it } from 'vitest'
import { euCountries, vatRatesSetting } from '#shared/eu.js'
import { documentNumber, seriesKeyOf } from './service.js'
import { splitCredit, splitVat, vatRateFor } from './vat.js'
import { euStandardVatRates } from './vat-rates.js'

describe('VAT of an invoice (prices include VAT)', () => {
  it.each([
    // total, country, rate in basis points, net, VAT
    [1999, 'DE', 1900, 1680, 319],
    [1999, 'NL', 2100, 1652, 347],
    [1999, 'PL', 2300, 1625, 374],
    [1999, 'HU', 2700, 1574, 425],
    [1999, 'FI', 2550, 1593, 406],
    [746, 'NL', 2100, 617, 129],
    [1, 'DE', 1900, 1, 0],
    [0, 'DE', 1900, 0, 0],
    [1999, 'US', 0, 1999, 0],
    [1999, 'CH', 0, 1999, 0],
  ])('%i cents bought from %s: rate %i, net %i, VAT %i', (total, country, rate, net, vat) => {
    expect(vatRateFor(country, {})).toBe(rate)
    expect(splitVat(total, rate)).toEqual({ net_cents: net, vat_cents: vat })
  })

  it('adds up to the total for every amount and rate', () => {
    for (const rate of [0, 1700, 1900, 2100, 2300, 2550, 2700])
      for (let total = 0; total <= 5000; total += 7) {
        const { net_cents, vat_cents } = splitVat(total, rate)
        expect(net_cents + vat_cents).toBe(total)
        expect(net_cents).toBe(Math.round(total / (1 + rate / 10_000)))
      }
  })

  it('takes a site’s rate over the table, for EU countries only', () => {
    expect(vatRateFor('DE', { DE: 7 })).toBe(700)
    expect(vatRateFor('FI', { FI: 24.25 })).toBe(2425)
    expect(vatRateFor('NL', { DE: 7 })).toBe(2100)
    expect(vatRateFor('US', { US: 10 })).toBe(0)
  })

  it('knows the standard rate of each of the 27 member states', () => {
    expect(Object.keys(euStandardVatRates).sort()).toEqual([...euCountries].sort())
    expect(euCountries).toHaveLength(27)
    expect(euStandardVatRates).toMatchObject({ DE: 19, NL: 21, FR: 20, IT: 22, ES: 21, PL: 23, BE: 21 })
    expect(euStandardVatRates).toMatchObject({
      AT: 20,
      IE: 23,
      FI: 25.5,
      HU: 27,
      LU: 17,
      EE: 24,
      RO: 21,
      SK: 23,
    })
  })

  it('refuses a site setting with an unknown country or a rate out of range or too precise', () => {
    expect(vatRatesSetting.safeParse({ DE: 7, FI: 25.5, HU: 0, IE: 100 }).success).toBe(true)
    for (const bad of [{ XX: 10 }, { US: 10 }, { DE: -1 }, { DE: 100.01 }, { DE: 19.555 }, { DE: '19' }])
      expect(vatRatesSetting.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
  })
})

describe('credit notes at the rate of their invoice', () => {
  const invoice = { total_cents: 1999, ...splitVat(1999, 1900) }
  const none = { total_cents: 0, net_cents: 0, vat_cents: 0 }

  it('credits a full refund as the invoice itself', () => {
    expect(splitCredit(1999, 1900, invoice, none)).toEqual({ net_cents: 1680, vat_cents: 319 })
  })

  it('two partial refunds never exceed the invoice and the last one takes what is left', () => {
    const first = splitCredit(1000, 1900, invoice, none)
    expect(first).toEqual({ net_cents: 840, vat_cents: 160 })
    const before = { total_cents: 1000, ...first }
    const second = splitCredit(999, 1900, invoice, before)
    expect(first.net_cents + second.net_cents).toBe(invoice.net_cents)
    expect(first.vat_cents + second.vat_cents).toBe(invoice.vat_cents)
    expect(second.net_cents + second.vat_cents).toBe(999)
  })

  it('a chargeback after a partial refund credits the rest exactly', () => {
    const refund = splitCredit(333, 2100, { total_cents: 999, ...splitVat(999, 2100) }, none)
    const rest = splitCredit(
      666,
      2100,
      { total_cents: 999, ...splitVat(999, 2100) },
      { total_cents: 333, ...refund },
    )
    expect(refund.net_cents + rest.net_cents).toBe(splitVat(999, 2100).net_cents)
    expect(refund.vat_cents + rest.vat_cents).toBe(splitVat(999, 2100).vat_cents)
  })

  it('many one-cent refunds never take more net or VAT than the invoice has', () => {
    const small = { total_cents: 10, ...splitVat(10, 2700) }
    let before = { ...none }
    for (let i = 0; i < 10; i++) {
      const note = splitCredit(1, 2700, small, before)
      expect(note.net_cents).toBeGreaterThanOrEqual(0)
      expect(note.vat_cents).toBeGreaterThanOrEqual(0)
      before = {
        total_cents: before.total_cents + 1,
        net_cents: before.net_cents + note.net_cents,
        vat_cents: before.vat_cents + note.vat_cents,
      }
    }
    expect(before).toEqual(small)
  })
})

describe('numbering', () => {
  it('keys the series on the company registration number, else the site', () => {
    expect(seriesKeyOf(1, '12345678')).toBe('kvk:12345678')
    expect(seriesKeyOf(2, ' 12345678 ')).toBe('kvk:12345678')
    expect(seriesKeyOf(3, '')).toBe('site:3')
    expect(documentNumber(2026, 123)).toBe('2026-000123')
  })
})
