import { describe, expect, it } from 'vitest'
import { languageChoices, localeFromAcceptLanguage, resolveLocale } from './languages.js'

describe('resolveLocale', () => {
  it('prefers a supported cookie value', () => {
    expect(resolveLocale('de', 'nl-NL')).toBe('de')
  })
  it('takes the first two letters of the domain language without a cookie', () => {
    expect(resolveLocale(undefined, 'nl-NL')).toBe('nl')
    expect(resolveLocale(undefined, 'PL')).toBe('pl')
  })
  it('ignores an unsupported cookie and falls back to English', () => {
    expect(resolveLocale('xx', 'sv-SE')).toBe('en')
    expect(resolveLocale('<script>', 'en')).toBe('en')
  })
})

describe('localeFromAcceptLanguage', () => {
  it('picks the best-ranked supported language', () => {
    expect(localeFromAcceptLanguage('sv-SE,sv;q=0.9,de-DE;q=0.8,en;q=0.5')).toBe('de')
    expect(localeFromAcceptLanguage('en;q=0.1, fr;q=0.9')).toBe('fr')
  })
  it('survives garbage', () => {
    expect(localeFromAcceptLanguage(';;;,,q=abc,*')).toBeUndefined()
    expect(localeFromAcceptLanguage('x'.repeat(10_000))).toBeUndefined()
    expect(localeFromAcceptLanguage('de;q=NaN')).toBeUndefined()
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined()
  })
})

describe('languageChoices', () => {
  const base = { currentLocale: 'en' as const, browserLocale: undefined, loggedIn: true }
  it("offers the geo country's languages plus the current and browser ones", () => {
    expect(languageChoices({ ...base, geoCountry: 'CH', selectedCountry: 'CH' })).toEqual([
      'de',
      'en',
      'fr',
      'it',
    ])
    expect(
      languageChoices({ ...base, geoCountry: 'NL', selectedCountry: 'NL', browserLocale: 'pl' }),
    ).toEqual(['en', 'nl', 'pl'])
  })
  it('shows every language to visitors whose geo country is not the selected one', () => {
    const choices = languageChoices({ ...base, loggedIn: false, geoCountry: 'SE', selectedCountry: 'NL' })
    expect(choices).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'])
  })
  it('keeps the short list for members even outside the selected country', () => {
    expect(languageChoices({ ...base, geoCountry: 'US', selectedCountry: 'NL' })).toEqual(['en', 'es'])
  })
})
