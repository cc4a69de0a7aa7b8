import { describe, expect, it } from 'vitest'
import { leaseText, waitingText } from './time.js'

describe('console times', () => {
  it('says how long a member waits in minutes, hours and days', () => {
    expect(waitingText(30_000, 'en')).toBe('0 min')
    expect(waitingText(4 * 60_000 + 59_000, 'en')).toBe('4 min')
    expect(waitingText(125 * 60_000, 'en')).toBe('2 hr 5 min')
    expect(waitingText(120 * 60_000, 'en')).toBe('2 hr')
    expect(waitingText(3 * 24 * 60 * 60_000, 'en')).toBe('3 days')
    expect(waitingText(-5_000, 'en')).toBe('0 min')
    expect(waitingText(4 * 60_000, 'de')).toBe('4 Min.')
  })

  it('counts a lease down as minutes and seconds', () => {
    expect(leaseText(300_000)).toBe('5:00')
    expect(leaseText(61_001)).toBe('1:02')
    expect(leaseText(-1)).toBe('0:00')
  })
})
