import { describe, expect, it } from 'vitest'
import { isLikeListType, likesMemberId } from '../routeData.js'
import { autoLikeDelaySeconds } from './useAutoLike.js'
import { swipeDirection, swipeThresholdPx } from './useSwipeDrag.js'

describe('the query parameter t', () => {
  it('is a number of seconds, or nothing', () => {
    expect(autoLikeDelaySeconds(new URLSearchParams('t=3'))).toBe(3)
    expect(autoLikeDelaySeconds(new URLSearchParams('t=0'))).toBe(0)
    expect(autoLikeDelaySeconds(new URLSearchParams(''))).toBeNull()
    expect(autoLikeDelaySeconds(new URLSearchParams('t=-1'))).toBeNull()
    expect(autoLikeDelaySeconds(new URLSearchParams('t=2.5'))).toBeNull()
    expect(autoLikeDelaySeconds(new URLSearchParams('t=soon'))).toBeNull()
    expect(autoLikeDelaySeconds(new URLSearchParams('t=999999'))).toBeNull()
  })
})

describe('a swipe', () => {
  it('likes past the threshold to the right, passes past it to the left, else springs back', () => {
    expect(swipeDirection(swipeThresholdPx)).toBe('like')
    expect(swipeDirection(-swipeThresholdPx - 40)).toBe('nope')
    expect(swipeDirection(swipeThresholdPx - 1)).toBeNull()
    expect(swipeDirection(-swipeThresholdPx + 1)).toBeNull()
    expect(swipeDirection(0)).toBeNull()
  })
})

describe('the likes routes', () => {
  it('know the three list types only', () => {
    expect(['received', 'sent', 'matches'].every(isLikeListType)).toBe(true)
    expect(isLikeListType('all')).toBe(false)
    expect(isLikeListType(undefined)).toBe(false)
  })

  it('take member ids in range only', () => {
    expect(likesMemberId('42')).toBe(42)
    expect(likesMemberId('0')).toBeNull()
    expect(likesMemberId('-3')).toBeNull()
    expect(likesMemberId('abc')).toBeNull()
    expect(likesMemberId('2147483648')).toBeNull()
    expect(likesMemberId(undefined)).toBeNull()
  })
})
