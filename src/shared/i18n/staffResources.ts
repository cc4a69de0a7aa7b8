// Every language's back-office texts (namespace `staff`); imported by the server only: the browser loads the
// language it shows, as a file of its own, on the back office's pages alone.

import type { Locale } from './languages.js'
import de from './staff/de.json' with { type: 'json' }
import en from './staff/en.json' with { type: 'json' }
import es from './staff/es.json' with { type: 'json' }
import fr from './staff/fr.json' with { type: 'json' }
import it from './staff/it.json' with { type: 'json' }
import nl from './staff/nl.json' with { type: 'json' }
import pl from './staff/pl.json' with { type: 'json' }

export type StaffCatalogue = typeof en

export const staffCatalogues: Record<Locale, StaffCatalogue> = { de, en, es, fr, it, nl, pl }
