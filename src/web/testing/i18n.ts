import type { i18n } from 'i18next'
import type { Locale } from '#shared/i18n/languages.js'
import { catalogues } from '#shared/i18n/resources.js'
import { staffCatalogues } from '#shared/i18n/staffResources.js'
import { createI18n } from '../lib/i18n.js'

/** The page's i18next as a test needs it: the members' texts of a language and the back office's. */
export function testI18n(locale: Locale = 'en'): i18n {
  return createI18n(locale, { [locale]: { translation: catalogues[locale], staff: staffCatalogues[locale] } })
}
