import { describe, expect, it } from 'vitest'
import { timeBonusSeconds } from '#shared/constants.js'
import { timeBonusOf, timeBonusRemaining } from './time-bonus.js'

describe('time bonus rule (docs/product.md §4)', () => {
  const signupDate = Date.UTC(2026, 0, 10, 8)
  const member = { paidUser: false, signupDate }
  const at = (seconds: number) => signupDate + seconds * 1000

  it('runs for 14,400 s from signup: one second left at 14,399 s, none at 14,400 s', () => {
    expect(timeBonusRemaining(member, at(0))).toBe(timeBonusSeconds)
    expect(timeBonusRemaining(member, at(14_399))).toBe(1)
    expect(timeBonusRemaining(member, at(14_399.5))).toBe(1)
    expect(timeBonusRemaining(member, at(14_400))).toBe(0)
    expect(timeBonusRemaining(member, at(20_000))).toBe(0)
  })

  it('is derived from the signup date alone, so asking again later never restarts it', () => {
    expect(timeBonusRemaining(member, at(3_600))).toBe(10_800)
    expect(timeBonusRemaining(member, at(3_601))).toBe(10_799)
  })

  it('does not exist for a paid member or a visitor who is logged out', () => {
    expect(timeBonusRemaining({ ...member, paidUser: true }, at(10))).toBe(0)
    expect(timeBonusRemaining(null, at(10))).toBe(0)
    expect(timeBonusRemaining(undefined, at(10))).toBe(0)
    expect(timeBonusOf({ ...member, paidUser: true }, at(10), 25)).toBeNull()
  })

  it('is presented visible, with its seconds and percentage, or null', () => {
    expect(timeBonusOf(member, at(14_399), 25)).toEqual({
      isVisible: true,
      remaining_seconds: 1,
      percentage: 25,
    })
    expect(timeBonusOf(member, at(14_400), 25)).toBeNull()
  })

  it('treats a signup date in the future (clock skew) as just signed up', () => {
    expect(timeBonusRemaining(member, signupDate - 5_000)).toBe(timeBonusSeconds)
  })
})
