import { describe, expect, it } from 'vitest'
import {
  closedForThisMember,
  formatCountdown,
  type ModalFacts,
  mayShowModal,
  secondsUntil,
  visibleTimeBonus,
} from './countdown.js'

describe('the time-bonus countdown', () => {
  it('shows zero-padded hours, minutes and seconds', () => {
    expect(formatCountdown(14_400)).toBe('04:00:00')
    expect(formatCountdown(14_399)).toBe('03:59:59')
    expect(formatCountdown(3_661)).toBe('01:01:01')
    expect(formatCountdown(59)).toBe('00:00:59')
    expect(formatCountdown(0)).toBe('00:00:00')
  })

  it('never goes below zero and drops fractions', () => {
    expect(formatCountdown(-5)).toBe('00:00:00')
    expect(formatCountdown(61.9)).toBe('00:01:01')
  })

  it('counts whole seconds to the deadline, the last one included', () => {
    expect(secondsUntil(10_000, 0)).toBe(10)
    expect(secondsUntil(10_000, 9_001)).toBe(1)
    expect(secondsUntil(10_000, 10_000)).toBe(0)
    expect(secondsUntil(10_000, 20_000)).toBe(0)
  })
})

describe('when the time-bonus modal may open', () => {
  const facts: ModalFacts = {
    running: true,
    credits: 0,
    paidUser: false,
    routeName: 'members',
    shownAt: null,
    signupAt: 1_000,
  }

  it('opens in the members area with 0 credits while the bonus runs', () => {
    expect(mayShowModal(facts)).toBe(true)
    for (const routeName of ['members-id', 'chats', 'likes', 'likes-m-id', 'premium']) {
      expect(mayShowModal({ ...facts, routeName })).toBe(true)
    }
  })

  it('stays closed elsewhere, with credits, for paid members and once the bonus ended', () => {
    expect(mayShowModal({ ...facts, routeName: 'profile' })).toBe(false)
    expect(mayShowModal({ ...facts, routeName: undefined })).toBe(false)
    expect(mayShowModal({ ...facts, credits: 1 })).toBe(false)
    expect(mayShowModal({ ...facts, paidUser: true })).toBe(false)
    expect(mayShowModal({ ...facts, running: false })).toBe(false)
  })

  it('opens once: a flag set since the signup keeps it closed, an older one is someone else’s', () => {
    expect(mayShowModal({ ...facts, shownAt: 2_000 })).toBe(false)
    expect(mayShowModal({ ...facts, shownAt: 500 })).toBe(true)
  })
})

describe('the visible time bonus', () => {
  const bonus = { isVisible: true, remaining_seconds: 100, percentage: 25 }
  it('is there only for non-paying members with time left', () => {
    expect(visibleTimeBonus({ paid_user: false, time_bonus: bonus })).toEqual(bonus)
    expect(visibleTimeBonus({ paid_user: true, time_bonus: bonus })).toBeNull()
    expect(visibleTimeBonus({ paid_user: false, time_bonus: null })).toBeNull()
    expect(visibleTimeBonus({ paid_user: false })).toBeNull()
    expect(visibleTimeBonus({ paid_user: false, time_bonus: { ...bonus, isVisible: false } })).toBeNull()
    expect(visibleTimeBonus({ paid_user: false, time_bonus: { ...bonus, remaining_seconds: 0 } })).toBeNull()
    expect(visibleTimeBonus(null)).toBeNull()
  })
})

describe('a closed time-bonus prompt', () => {
  it('stays closed for the member who closed it, not for one who signed up after', () => {
    const signupAt = 1_000_000
    expect(closedForThisMember(null, signupAt)).toBe(false)
    expect(closedForThisMember(signupAt + 60_000, signupAt)).toBe(true)
    expect(closedForThisMember(signupAt - 60_000, signupAt)).toBe(false)
  })
})
