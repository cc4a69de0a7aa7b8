import type { i18n } from 'i18next'
import type { Locale } from '#shared/i18n/languages.js'
import { catalogues } from '#shared/i18n/resources.js'
import staffDe from '#shared/i18n/staff/de.json' with { type: 'json' }
import staffEn from '#shared/i18n/staff/en.json' with { type: 'json' }
import staffEs from '#shared/i18n/staff/es.json' with { type: 'json' }
import staffFr from '#shared/i18n/staff/fr.json' with { type: 'json' }
import staffIt from '#shared/i18n/staff/it.json' with { type: 'json' }
import staffNl from '#shared/i18n/staff/nl.json' with { type: 'json' }
import staffPl from '#shared/i18n/staff/pl.json' with { type: 'json' }
import { createI18n } from '#web/entry-server.js'

const instances = new Map<Locale, i18n>()

/**
 * The back office's texts (namespace `staff`), rendered into /admin pages only; the browser adds its own
 * copy from the lazy admin chunk, so the members' catalogue in the page bootstrap stays without them.
 */
const staffCatalogues: Record<Locale, typeof staffEn> = {
  de: staffDe,
  en: staffEn,
  es: staffEs,
  fr: staffFr,
  it: staffIt,
  nl: staffNl,
  pl: staffPl,
}

/**
 * The i18next instance pages of `locale` render with, set up once and shared by every render of that
 * language. Sharing is safe because a server render never changes the language or the resources:
 * the instance is only read, and each locale has its own.
 */
export function pageI18n(locale: Locale): i18n {
  const known = instances.get(locale)
  if (known) return known
  const instance = createI18n(locale, {
    [locale]: { translation: catalogues[locale], staff: staffCatalogues[locale] },
  })
  instances.set(locale, instance)
  return instance
}
