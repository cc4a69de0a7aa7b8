import type { i18n } from 'i18next'
import type { Locale } from '../../shared/i18n/languages.js'
import { catalogues } from '../../shared/i18n/resources.js'
import { createI18n } from '../../web/lib/i18n.js'

const instances = new Map<Locale, i18n>()

/**
 * The i18next instance pages of `locale` render with, set up once and shared by every render of that
 * language. Sharing is safe because a server render never changes the language or the resources:
 * the instance is only read, and each locale has its own.
 *
 * react-i18next copies every own property of the instance on each useTranslation() of a server render
 * (42 of them, i18next binds its methods in the constructor), which costs more than the rest of the hook.
 * Handing out an object whose prototype is the instance leaves nothing to copy; the bound methods and
 * every property still come from the instance.
 */
export function pageI18n(locale: Locale): i18n {
  const known = instances.get(locale)
  if (known) return known
  const instance = createI18n(locale, { [locale]: { translation: catalogues[locale] } })
  const view = Object.create(instance) as i18n
  instances.set(locale, view)
  return view
}
