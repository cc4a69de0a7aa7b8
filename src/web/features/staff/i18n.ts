import type { i18n } from 'i18next'
import type { Locale } from '#shared/i18n/languages.js'
import { ensureCatalogue } from '#web/lib/language/catalogue.js'

/** The i18next namespace of the back-office's texts, kept out of the members' catalogue. */
export const staffNamespace = 'staff'

/** Whether the back office's texts of a language are in the page's i18next. */
export function hasStaffCatalogue(instance: i18n, locale: string): boolean {
  return instance.hasResourceBundle(locale, staffNamespace)
}

/**
 * Fetches the back office's texts of a language, a file of its own per language: the server renders its pages
 * with them and preloads the file, the browser adds it before hydrating them (entry-client), or before the
 * first back-office page when a staff member comes from the member pages.
 */
export function loadStaffCatalogue(instance: i18n, locale: Locale): Promise<void> {
  return ensureCatalogue(instance, locale, staffNamespace)
}
