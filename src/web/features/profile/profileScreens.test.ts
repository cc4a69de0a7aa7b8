import { describe, expect, it } from 'vitest'
import { profileScreenOf } from './profileScreens.js'

describe('the screens of /profile', () => {
  it('names the screen of an address, photos at /profile itself', () => {
    expect(profileScreenOf(undefined)).toBe('photos')
    expect(profileScreenOf('about')).toBe('about')
    expect(profileScreenOf('interests')).toBe('interests')
    expect(profileScreenOf('settings')).toBe('settings')
  })

  it('knows no other screens, nor photos under a second address', () => {
    expect(profileScreenOf('photos')).toBeNull()
    expect(profileScreenOf('About')).toBeNull()
    expect(profileScreenOf('')).toBeNull()
  })
})
