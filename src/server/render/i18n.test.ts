import { describe, expect, it } from 'vitest'
import { catalogues } from '#shared/i18n/resources.js'
import { pageI18n } from './i18n.js'

describe('pageI18n', () => {
  it('keeps one instance per language, each in its own language', () => {
    expect(pageI18n('de')).toBe(pageI18n('de'))
    expect(pageI18n('de').language).toBe('de')
    expect(pageI18n('fr').language).toBe('fr')
    expect(pageI18n('de').t('footer.help')).toBe(catalogues.de.footer.help)
    expect(pageI18n('fr').t('footer.help')).toBe(catalogues.fr.footer.help)
  })

  it('translates a remembered key the same way again, with each call its own values', () => {
    const t = pageI18n('de').getFixedT('de', 'translation')
    expect(t('footer.help')).toBe(catalogues.de.footer.help)
    expect(t('footer.help')).toBe(catalogues.de.footer.help)
    expect(t('footer.about', { site: 'Amora' })).toBe('Über Amora')
    expect(t('footer.about', { site: 'Liebe' })).toBe('Über Liebe')
    expect(t('search.found', { count: 1 })).toBe('1 Mitglied gefunden')
    expect(t('search.found', { count: 3 })).toBe('3 Mitglieder gefunden')
    expect(t('search.found', { count: 1 })).toBe('1 Mitglied gefunden')
  })

  it('translates each language with its own catalogue when both are used at once', () => {
    const de = pageI18n('de').getFixedT('de', 'translation')
    const en = pageI18n('en').getFixedT('en', 'translation')
    expect([de('footer.help'), en('footer.help'), de('footer.help')]).toEqual([
      catalogues.de.footer.help,
      catalogues.en.footer.help,
      catalogues.de.footer.help,
    ])
  })
})
