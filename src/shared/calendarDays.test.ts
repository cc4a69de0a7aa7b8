import { describe, expect, it } from 'vitest'
import { addDays, isCalendarDay, localDate, monthStart, sharedTimeZone, weekStart } from './calendarDays.js'

describe('calendar days', () => {
  it('count across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(monthStart('2026-01-15', -1)).toBe('2025-12-01')
    expect(weekStart('2026-11-29')).toBe('2026-11-23')
    expect(isCalendarDay('2026-02-30')).toBe(false)
  })

  it("give a time zone's today", () => {
    const at = Date.UTC(2026, 10, 28, 23, 30)
    expect(localDate('Europe/Warsaw', at)).toBe('2026-11-29')
    expect(localDate('America/New_York', at)).toBe('2026-11-28')
  })

  it('turn to the next day at midnight, second by second, in zones of whole and of odd offsets', () => {
    for (const timeZone of ['Europe/Warsaw', 'Asia/Kathmandu', 'America/St_Johns']) {
      const midnight = Date.parse(
        `2026-11-29T00:00:00${timeZone === 'Europe/Warsaw' ? '+01:00' : timeZone === 'Asia/Kathmandu' ? '+05:45' : '-03:30'}`,
      )
      for (let at = midnight - 90_000; at < midnight + 90_000; at += 7_000)
        expect(localDate(timeZone, at)).toBe(at < midnight ? '2026-11-28' : '2026-11-29')
    }
  })

  it('share a time zone only when every site has the same', () => {
    expect(sharedTimeZone(['Europe/Berlin', 'Europe/Berlin'])).toBe('Europe/Berlin')
    expect(sharedTimeZone(['Europe/Berlin', 'Europe/London'])).toBe('UTC')
    expect(sharedTimeZone([])).toBe('UTC')
  })
})
