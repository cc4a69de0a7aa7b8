import { describe, expect, it } from 'vitest'
import { ageOf } from './ComplaintAge.js'

describe('the age of a complaint', () => {
  const now = Date.UTC(2026, 10, 28, 12, 0, 0)
  const minutes = (n: number) => now - n * 60_000

  it('counts whole minutes below an hour, whole hours below a day, then days', () => {
    expect(ageOf(minutes(0), now)).toEqual({ unit: 'minutes', count: 0 })
    expect(ageOf(minutes(59), now)).toEqual({ unit: 'minutes', count: 59 })
    expect(ageOf(minutes(60), now)).toEqual({ unit: 'hours', count: 1 })
    expect(ageOf(minutes(23 * 60 + 59), now)).toEqual({ unit: 'hours', count: 23 })
    expect(ageOf(minutes(24 * 60), now)).toEqual({ unit: 'days', count: 1 })
    expect(ageOf(minutes(10 * 24 * 60 + 5), now)).toEqual({ unit: 'days', count: 10 })
  })

  it('shows a time slightly ahead of the browser clock as just now', () => {
    expect(ageOf(now + 5_000, now)).toEqual({ unit: 'minutes', count: 0 })
  })
})
