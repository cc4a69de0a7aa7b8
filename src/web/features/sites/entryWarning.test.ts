import { describe, expect, it } from 'vitest'
import { shouldShowEntryWarning } from './entryWarning.js'

const visitor = {
  enabled: true,
  countries: null,
  geoCountry: 'NL',
  loggedIn: false,
  standalone: false,
  dismissedAt: null,
}

describe('shouldShowEntryWarning', () => {
  it('shows to a new visitor', () => {
    expect(shouldShowEntryWarning(visitor)).toBe(true)
  })
  it.each([
    ['the setting is off', { enabled: false }],
    ['logged in', { loggedIn: true }],
    ['installed-app mode', { standalone: true }],
    ['dismissed before', { dismissedAt: 1 }],
    ['country outside the list', { countries: ['DE'] }],
    ['unknown country with a list', { countries: ['NL'], geoCountry: null }],
  ])('is not shown when %s', (_, change) => {
    expect(shouldShowEntryWarning({ ...visitor, ...change })).toBe(false)
  })
  it('shows inside the country list', () => {
    expect(shouldShowEntryWarning({ ...visitor, countries: ['NL', 'DE'] })).toBe(true)
  })
})
