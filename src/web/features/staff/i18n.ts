import type { i18n } from 'i18next'
import { locales } from '#shared/i18n/languages.js'
import de from '#shared/i18n/staff/de.json' with { type: 'json' }
import en from '#shared/i18n/staff/en.json' with { type: 'json' }
import es from '#shared/i18n/staff/es.json' with { type: 'json' }
import fr from '#shared/i18n/staff/fr.json' with { type: 'json' }
import it from '#shared/i18n/staff/it.json' with { type: 'json' }
import nl from '#shared/i18n/staff/nl.json' with { type: 'json' }
import pl from '#shared/i18n/staff/pl.json' with { type: 'json' }

/** The i18next namespace of the back-office's texts, kept out of the members' catalogue. */
export const staffNamespace = 'staff'

/**
 * All seven are imported statically: this module is reached only from the lazy /admin chunk, so members
 * never download them, and a staff page never waits for a language file.
 */
const staffCatalogues = { de, en, es, fr, it, nl, pl }

/**
 * Adds the back-office's texts to the page's i18next instance before the first staff component renders.
 * Synchronous on purpose: the server rendered with them, so hydration must see the same texts at once.
 * Every language goes in, so a language change needs nothing more.
 */
export function ensureStaffCatalogue(instance: i18n): void {
  for (const locale of locales) {
    if (!instance.hasResourceBundle(locale, staffNamespace))
      instance.addResourceBundle(locale, staffNamespace, staffCatalogues[locale])
  }
}
