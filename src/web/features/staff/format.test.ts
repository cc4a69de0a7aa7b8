import { describe, expect, it } from 'vitest'
import { adminNextPath, changesOf, formatMoney, groupSecret, shortAgent, unitsText } from './format.js'

describe('the staff login’s next path', () => {
  it.each([
    ['?next=%2Fadmin%2Fmembers%3Fq%3Danna', '/admin/members?q=anna'],
    ['?next=%2Fadmin', '/admin'],
    ['?next=%2Fmembers', '/admin'],
    ['?next=%2F%2Fevil.example%2Fadmin', '/admin'],
    ['?next=https%3A%2F%2Fevil.example%2Fadmin', '/admin'],
    ['?next=%2Fadministrator', '/admin'],
    ['?next=%2Fadmin%2Flogin', '/admin'],
    ['?next=%2Fadmin%2F..%5Cx', '/admin'],
    ['', '/admin'],
  ])('%s leads to %s', (search, path) => {
    expect(adminNextPath(search)).toBe(path)
  })
})

describe('the staff screens’ formats', () => {
  it('groups a secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB')
  })

  it('formats cents in the currency’s own decimals', () => {
    expect(formatMoney(123456, 'EUR', 'en')).toBe('€1,234.56')
    expect(formatMoney(500, 'JPY', 'en')).toBe('¥500')
  })

  it('writes amounts for a spreadsheet in the currency’s units', () => {
    expect(unitsText(995, 'EUR')).toBe('9.95')
    expect(unitsText(-50, 'PLN')).toBe('-0.50')
    expect(unitsText(995, 'JPY')).toBe('995')
    expect(unitsText(995, 'XXX1')).toBe('9.95')
  })

  it('lists only what changed, key by key', () => {
    expect(changesOf({ status: 'active', name: 'Ann' }, { status: 'disabled', name: 'Ann' })).toEqual([
      { key: 'status', from: 'active', to: 'disabled' },
    ])
    expect(changesOf(null, { credits: 5 })).toEqual([{ key: 'credits', from: '∅', to: '5' }])
  })

  it('names browser and system of a user agent', () => {
    expect(
      shortAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML) Chrome/126.0 Safari/537.36'),
    ).toBe('Chrome 126, Linux')
    expect(shortAgent(null)).toBe('–')
  })
})
