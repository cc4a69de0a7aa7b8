export const locales = ['de', 'en', 'es', 'fr', 'it', 'nl', 'pl'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

/** Cookie that keeps the visitor's language (docs/product.md §9): no language prefix in URLs. */
export const localeCookie = 'i18n_redirected'
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60

/** Each language's own name, shown in the language dropdown. */
export const localeNames: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  pl: 'Polski',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The locale of a tag like "nl-BE" or "de", when we support its first two letters. */
export function localeFromTag(tag: string | null | undefined): Locale | undefined {
  const prefix = tag?.trim().slice(0, 2).toLowerCase()
  return isLocale(prefix) ? prefix : undefined
}

/**
 * docs/product.md §4 Language: the cookie wins; without one, the domain language's first two letters when
 * supported; else the default.
 */
export function resolveLocale(cookieValue: string | undefined, domainLanguage: string): Locale {
  if (isLocale(cookieValue)) return cookieValue
  return localeFromTag(domainLanguage) ?? defaultLocale
}

/** The first supported language of an Accept-Language header; tolerant of any garbage in it. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header || header.length > 500) return undefined
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number.parseFloat(q.slice(2)) : 1
      return { tag, weight: Number.isFinite(weight) ? weight : 0 }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight)
  for (const entry of ranked) {
    const locale = localeFromTag(entry.tag)
    if (locale) return locale
  }
  return undefined
}

/** Languages offered per geo country (docs/product.md §2 Top navigation). */
export const languagesByCountry: Record<string, Locale[]> = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr'],
}

export interface LanguageChoiceInput {
  geoCountry: string | null
  selectedCountry: string | null
  currentLocale: Locale
  browserLocale: Locale | undefined
  loggedIn: boolean
}

/**
 * The language dropdown's entries: the geo country's languages plus the current and browser
 * languages; logged-out visitors see them all when their geo country is not the selected one.
 */
export function languageChoices(input: LanguageChoiceInput): Locale[] {
  const showAll = !input.loggedIn && input.geoCountry !== input.selectedCountry
  if (showAll) return [...locales]
  const chosen = new Set<Locale>(languagesByCountry[input.geoCountry ?? ''] ?? [])
  chosen.add(input.currentLocale)
  if (input.browserLocale) chosen.add(input.browserLocale)
  return locales.filter((locale) => chosen.has(locale))
}

/** The catalogues' i18next namespaces: the members' texts, and the back office's (loaded on its pages only). */
export type CatalogueNamespace = 'translation' | 'staff'

/**
 * Where the browser fetches a language's catalogue of a namespace. `version` changes with any catalogue, so
 * the file is kept for a year and a new release is never read from an old copy.
 */
export function catalogueUrl(
  locale: Locale,
  version: string,
  namespace: CatalogueNamespace = 'translation',
): string {
  return `/locales/${namespace === 'staff' ? 'staff-' : ''}${locale}.json?v=${version}`
}

/** Whether a path is one of the back office's pages, which show the `staff` namespace. */
export function isAdminPath(path: string): boolean {
  return /^\/admin(\/|$)/.test(path)
}
