import { describe, expect, it } from 'vitest'
import { dismissalInCookies, shouldShowEntryWarning } from './entryWarning.js'

const visitor = {
  enabled: true,
  countries: null,
  geoCountry: 'NL',
  loggedIn: false,
  standalone: false,
  dismissed: false,
}

describe('shouldShowEntryWarning', () => {
  it('shows to a new visitor', () => {
    expect(shouldShowEntryWarning(visitor)).toBe(true)
  })
  it.each([
    ['the setting is off', { enabled: false }],
    ['logged in', { loggedIn: true }],
    ['installed-app mode', { standalone: true }],
    ['dismissed before', { dismissed: true }],
    ['country outside the list', { countries: ['DE'] }],
    ['unknown country with a list', { countries: ['NL'], geoCountry: null }],
  ])('is not shown when %s', (_, change) => {
    expect(shouldShowEntryWarning({ ...visitor, ...change })).toBe(false)
  })
  it('shows inside the country list', () => {
    expect(shouldShowEntryWarning({ ...visitor, countries: ['NL', 'DE'] })).toBe(true)
  })
})

describe('dismissalInCookies', () => {
  it('finds the confirmation among the cookies', () => {
    expect(dismissalInCookies('i18n_redirected=de; entry_warning_dismissed=1764000000000; x=1')).toBe(
      1764000000000,
    )
  })
  it('is null without it, or when it is not a time', () => {
    expect(dismissalInCookies('i18n_redirected=de')).toBeNull()
    expect(dismissalInCookies('entry_warning_dismissed=yes')).toBeNull()
    expect(dismissalInCookies('')).toBeNull()
  })
})
