import { describe, expect, it } from 'vitest'
import { bucketLabel } from './buckets.js'
import { periodRange } from './periods.js'

describe('the quick periods', () => {
  const today = '2026-03-11'

  it('count back from today, today included', () => {
    expect(periodRange('last_7', today)).toEqual({ from: '2026-03-05', to: '2026-03-11' })
    expect(periodRange('last_30', today)).toEqual({ from: '2026-02-10', to: '2026-03-11' })
    expect(periodRange('last_365', today)).toEqual({ from: '2025-03-12', to: '2026-03-11' })
  })

  it('take whole calendar months and the year so far', () => {
    expect(periodRange('this_month', today)).toEqual({ from: '2026-03-01', to: '2026-03-11' })
    expect(periodRange('last_month', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(periodRange('last_month', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(periodRange('this_year', today)).toEqual({ from: '2026-01-01', to: '2026-03-11' })
  })
})

describe('bucket labels', () => {
  it('name a month by month and year, a day or week by its date, in the UI language', () => {
    expect(bucketLabel('2026-03-01', 'month', 'en')).toBe('Mar 2026')
    expect(bucketLabel('2026-03-09', 'week', 'en')).toBe('Mar 9, 2026')
    expect(bucketLabel('2026-03-09', 'day', 'de')).toBe('09.03.2026')
  })
})
