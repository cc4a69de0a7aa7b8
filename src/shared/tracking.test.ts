import { describe, expect, it } from 'vitest'
import { trackingSchema } from './api/account.js'
import { checkedValue, parseTracking, trackingValueRule } from './tracking.js'

describe('tracking without the schemas', () => {
  it('accepts, trims and refuses values exactly as the signup schema does', () => {
    for (const value of [
      'ads',
      ' c-123.x ',
      'a@b:c+d',
      '',
      'x'.repeat(100),
      'x'.repeat(101),
      'a b',
      'é',
      '<s>',
    ]) {
      const schema = trackingSchema.shape.sub1.safeParse(value)
      expect(checkedValue(value, trackingValueRule), value).toBe(schema.success ? schema.data : undefined)
    }
  })

  it('reads stored tracking only when every key is known and every value would be accepted', () => {
    const stored = { network: 'ads', sub1: ' c1 ', landing_path: '/landers/adultonly' }
    expect(parseTracking(stored)).toEqual({ network: 'ads', sub1: 'c1', landing_path: '/landers/adultonly' })
    expect(parseTracking(stored)).toEqual(trackingSchema.parse(stored))
    expect(parseTracking({ network: 'ads', other: 'x' })).toBeUndefined()
    expect(parseTracking({ network: 'a b' })).toBeUndefined()
    expect(parseTracking({ landing_path: 'no-slash' })).toBeUndefined()
    expect(parseTracking({ network: 5 })).toBeUndefined()
    for (const value of [null, 'ads', ['ads'], 5]) expect(parseTracking(value)).toBeUndefined()
  })
})
