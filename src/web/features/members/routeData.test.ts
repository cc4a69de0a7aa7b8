import { describe, expect, it } from 'vitest'
import { excerpt } from './routeData.js'

describe('the profile page description', () => {
  it('keeps short texts whole, on one line', () => {
    expect(excerpt('Cyclist.\n\nCoffee   lover.')).toBe('Cyclist. Coffee lover.')
  })

  it('cuts long texts after a whole word', () => {
    const text = 'word '.repeat(60)
    const short = excerpt(text)
    expect(short.length).toBeLessThanOrEqual(160)
    expect(short).toMatch(/word…$/)
  })
})
