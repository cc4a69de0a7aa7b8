import { describe, expect, it } from 'vitest'
import { addDays, daysInRange, isCalendarDay } from '#shared/calendarDays.js'
import { siteDay, siteDayStart } from '../likes/day.js'
import { averagePerPayer, bucketStart, bucketStarts, conversionRate } from './buckets.js'
import { dayOf, siteDaySpans } from './days.js'

describe('revenue buckets', () => {
  it('puts a day in its ISO week, starting on the Monday, also across a year end', () => {
    expect(bucketStart('2026-03-11', 'week')).toBe('2026-03-09')
    expect(bucketStart('2026-03-09', 'week')).toBe('2026-03-09')
    expect(bucketStart('2026-03-15', 'week')).toBe('2026-03-09')
    expect(bucketStart('2026-03-16', 'week')).toBe('2026-03-16')
    // 2027-01-01 is a Friday: its ISO week (2026-W53) began on Monday 2026-12-28.
    expect(bucketStart('2027-01-01', 'week')).toBe('2026-12-28')
  })

  it('puts a day in its month and leaves days as they are', () => {
    expect(bucketStart('2026-02-28', 'month')).toBe('2026-02-01')
    expect(bucketStart('2024-02-29', 'month')).toBe('2024-02-01')
    expect(bucketStart('2026-02-28', 'day')).toBe('2026-02-28')
  })

  it('lists every bucket of a range, the partial ones at both ends too', () => {
    expect(bucketStarts('2026-03-07', '2026-03-17', 'week')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ])
    expect(bucketStarts('2026-01-31', '2026-03-01', 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ])
    expect(bucketStarts('2026-03-30', '2026-04-01', 'day')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ])
  })

  it('counts days and checks them against the calendar', () => {
    expect(daysInRange('2026-03-10', '2026-03-10')).toBe(1)
    expect(daysInRange('2024-01-01', '2025-12-31')).toBe(731)
    expect(daysInRange('2026-03-11', '2026-03-10')).toBe(0)
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('2024-02-29')).toBe(true)
  })

  it('has no conversion rate without signups', () => {
    expect(conversionRate(0, 0)).toBeNull()
    expect(conversionRate(3, 0)).toBeNull()
    expect(conversionRate(1, 3)).toBe(0.3333)
    expect(conversionRate(0, 5)).toBe(0)
  })

  it('has no average revenue for a currency without paying members', () => {
    const revenue = [
      { currency: 'EUR', cents: 3500 },
      { currency: 'GBP', cents: 1500 },
    ]
    expect(averagePerPayer(revenue, new Map([['EUR', 3]]))).toEqual([{ currency: 'EUR', cents: 1167 }])
    expect(averagePerPayer(revenue, new Map())).toEqual([])
    expect(averagePerPayer([], new Map([['EUR', 2]]))).toEqual([])
  })
})

describe("a site's days", () => {
  it('starts each day at local midnight, a 23-hour and a 25-hour day included', () => {
    const spans = siteDaySpans('Europe/Amsterdam', '2026-03-28', '2026-03-30')
    expect(spans.map((span) => (span.end - span.start) / 3_600_000)).toEqual([24, 23, 24])
    expect(spans[0]?.start).toBe(Date.UTC(2026, 2, 27, 23))
    const autumn = siteDaySpans('Europe/Amsterdam', '2026-10-25', '2026-10-25')
    expect(autumn.map((span) => (span.end - span.start) / 3_600_000)).toEqual([25])
  })

  it('finds the day of zones a day ahead of or behind UTC at noon', () => {
    expect(siteDay('Pacific/Kiritimati', siteDayStart('Pacific/Kiritimati', '2026-03-10')).date).toBe(
      '2026-03-10',
    )
    expect(siteDay('Pacific/Pago_Pago', siteDayStart('Pacific/Pago_Pago', '2026-03-10')).date).toBe(
      '2026-03-10',
    )
  })

  it('tells which day an instant falls on, and none outside the days', () => {
    const spans = siteDaySpans('Europe/Amsterdam', '2026-03-10', '2026-03-11')
    expect(dayOf(spans, Date.UTC(2026, 2, 10, 22, 59))).toBe('2026-03-10')
    expect(dayOf(spans, Date.UTC(2026, 2, 10, 23, 0))).toBe('2026-03-11')
    expect(dayOf(spans, Date.UTC(2026, 2, 9, 22, 59))).toBeUndefined()
    expect(dayOf(spans, Date.UTC(2026, 2, 11, 23, 0))).toBeUndefined()
  })
})
