import { describe, expect, it } from 'vitest'
import { birthYears, composeDate, monthNames } from './dateOfBirth.js'

describe('date of birth', () => {
  it('composes the three selects into YYYY-MM-DD', () => {
    expect(composeDate({ day: '7', month: '3', year: '1990' })).toBe('1990-03-07')
    expect(composeDate({ day: '31', month: '12', year: '2001' })).toBe('2001-12-31')
  })

  it('stays empty until every part is chosen', () => {
    expect(composeDate({ day: '7', month: '', year: '1990' })).toBe('')
  })

  it('offers the years from the minimum age back to 100, newest first', () => {
    const years = birthYears(new Date('2026-06-15T12:00:00Z'), 18)
    expect(years[0]).toBe(2008)
    expect(years.at(-1)).toBe(1926)
    expect(years).toHaveLength(83)
  })

  it('names the months in the interface language', () => {
    expect(monthNames('en')[0]).toBe('January')
    expect(monthNames('de')[2]).toBe('März')
    expect(monthNames('en')).toHaveLength(12)
  })
})
