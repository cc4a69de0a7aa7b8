// Every language's catalogue; imported by the server only (the browser loads one language at a time).

import type { Locale } from './languages.js'
import de from './locales/de.json' with { type: 'json' }
import en from './locales/en.json' with { type: 'json' }
import es from './locales/es.json' with { type: 'json' }
import fr from './locales/fr.json' with { type: 'json' }
import it from './locales/it.json' with { type: 'json' }
import nl from './locales/nl.json' with { type: 'json' }
import pl from './locales/pl.json' with { type: 'json' }

export type Catalogue = typeof en

export const catalogues: Record<Locale, Catalogue> = { de, en, es, fr, it, nl, pl }

export const localeResources = Object.fromEntries(
  Object.entries(catalogues).map(([locale, catalogue]) => [locale, { translation: catalogue }]),
)
