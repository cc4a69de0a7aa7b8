import { describe, expect, it } from 'vitest'
import type { TrafficRow } from '#shared/api/staff-traffic.js'
import { quickPeriod, sortRows } from './period.js'

describe("the traffic report's quick periods", () => {
  const today = '2026-11-28'
  it('end today and start where the choice says', () => {
    expect(quickPeriod('today', today)).toEqual({ from: '2026-11-28', to: '2026-11-28' })
    expect(quickPeriod('days7', today)).toEqual({ from: '2026-11-22', to: '2026-11-28' })
    expect(quickPeriod('days30', today)).toEqual({ from: '2026-10-30', to: '2026-11-28' })
    expect(quickPeriod('month', today)).toEqual({ from: '2026-11-01', to: '2026-11-28' })
  })
})

describe("the traffic report's sorting", () => {
  const row = (key: string | null, signups: number, cents: number, bounce: number | null): TrafficRow => ({
    key,
    visitors: 0,
    bounce_rate: bounce,
    signups,
    activations: 0,
    first_purchases: 0,
    revenue: cents ? [{ currency: 'EUR', cents }] : [],
    revenue_per_signup: [],
  })
  const rows = [row('b', 2, 500, null), row('a', 5, 100, 0.5), row(null, 1, 0, 0.1)]

  it('sorts by a figure either way, and by the source by name', () => {
    expect(sortRows(rows, 'signups', true).map((r) => r.key)).toEqual(['a', 'b', null])
    expect(sortRows(rows, 'revenue', true).map((r) => r.key)).toEqual(['b', 'a', null])
    expect(sortRows(rows, 'bounce_rate', false).map((r) => r.key)).toEqual(['b', null, 'a'])
    expect(sortRows(rows, 'key', false).map((r) => r.key)).toEqual([null, 'a', 'b'])
  })
})
