import type { i18n } from 'i18next'
import { type CatalogueNamespace, catalogueUrl, type Locale } from '#shared/i18n/languages.js'

/** The version the page was rendered with, which names the catalogues' files. */
export function pageCatalogueVersion(): string {
  return window.__AMORA__?.catalogueVersion ?? ''
}

/**
 * A catalogue file (GET /locales/<locale>.json or staff-<locale>.json), which the browser keeps; the page's
 * own are preloaded beside the scripts. A failed fetch (a connection that dropped) is tried once more;
 * without the catalogue the page stays as the server rendered it, its links still working.
 */
export async function fetchCatalogue(url: string): Promise<Record<string, unknown>> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url)
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      return (await response.json()) as Record<string, unknown>
    } catch (error) {
      if (attempt >= 2) throw error
    }
  }
}

/** Fetches a namespace's catalogue of a language into the page's i18next, unless it is there already. */
export async function ensureCatalogue(
  instance: i18n,
  locale: Locale,
  namespace: CatalogueNamespace,
): Promise<void> {
  if (instance.hasResourceBundle(locale, namespace)) return
  const catalogue = await fetchCatalogue(catalogueUrl(locale, pageCatalogueVersion(), namespace))
  instance.addResourceBundle(locale, namespace, catalogue)
}
