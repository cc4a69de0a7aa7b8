import { describe, expect, it } from 'vitest'
import { siteDay } from './day.js'

describe('siteDay', () => {
  it('starts at midnight of the site, not of UTC', () => {
    // 23:30 UTC on 1 July is 01:30 on 2 July in Amsterdam (UTC+2).
    const now = Date.UTC(2026, 6, 1, 23, 30)
    expect(siteDay('Europe/Amsterdam', now)).toEqual({
      date: '2026-07-02',
      start: Date.UTC(2026, 6, 1, 22, 0),
    })
    expect(siteDay('UTC', now)).toEqual({ date: '2026-07-01', start: Date.UTC(2026, 6, 1) })
    expect(siteDay('America/New_York', now)).toEqual({
      date: '2026-07-01',
      start: Date.UTC(2026, 6, 1, 4, 0),
    })
  })

  it('keeps midnight right on days the clocks change', () => {
    // Amsterdam moves to summer time at 02:00 on 29 March 2026: midnight is still UTC+1.
    const afternoon = Date.UTC(2026, 2, 29, 15, 0)
    expect(siteDay('Europe/Amsterdam', afternoon).start).toBe(Date.UTC(2026, 2, 28, 23, 0))
    // Back to winter time on 25 October 2026: midnight was still UTC+2.
    const evening = Date.UTC(2026, 9, 25, 20, 0)
    expect(siteDay('Europe/Amsterdam', evening).start).toBe(Date.UTC(2026, 9, 24, 22, 0))
  })
})
