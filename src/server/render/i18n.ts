import type { i18n } from 'i18next'
import type { Locale } from '#shared/i18n/languages.js'
import { catalogues } from '#shared/i18n/resources.js'
import { staffCatalogues } from '#shared/i18n/staffResources.js'
import { createI18n } from '#web/entry-server.js'

const instances = new Map<Locale, i18n>()

type Translate = (key: unknown, ...rest: unknown[]) => unknown

/** Remembered texts, forgotten all at once when full: keys built from odd input must not fill the memory. */
class TextMemo {
  private readonly texts = new Map<string, string>()

  constructor(private readonly limit: number) {}

  get(id: string): string | undefined {
    return this.texts.get(id)
  }

  set(id: string, text: string) {
    if (this.texts.size >= this.limit) this.texts.clear()
    this.texts.set(id, text)
  }
}

/** The memo key of options made of plain values only (names, numbers), or null for any other options. */
function plainOptionsKey(options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype)
    return null
  for (const value of Object.values(options)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null
  }
  return JSON.stringify(options)
}

/**
 * getFixedT whose translations are remembered: the catalogue never changes while the server runs, so the
 * text of a key with the same plain options (a name, a count) is always the same, and i18next spends more
 * on finding it (copying its options, resolving, nesting, interpolating) than React spends on rendering
 * it. Calls with other options (objects, lists, several arguments) are translated each time.
 */
function rememberingGetFixedT(instance: i18n): i18n['getFixedT'] {
  const bare = new TextMemo(10_000)
  const interpolated = new TextMemo(5_000)
  const getFixedT = (...args: Parameters<i18n['getFixedT']>) => {
    const fixed = instance.getFixedT(...args) as unknown as Translate & Record<string, unknown>
    const [lng, ns, keyPrefix] = args
    if (typeof lng !== 'string' || typeof ns !== 'string' || keyPrefix) return fixed
    const scope = `${lng}\u0000${ns}\u0000`
    const t: Translate = (key, ...rest) => {
      if (typeof key !== 'string' || rest.length > 1) return fixed(key, ...rest)
      const optionsKey = rest.length === 0 ? '' : plainOptionsKey(rest[0])
      if (optionsKey === null) return fixed(key, ...rest)
      const memo = optionsKey === '' ? bare : interpolated
      const id = `${scope}${key}\u0000${optionsKey}`
      const known = memo.get(id)
      if (known !== undefined) return known
      const text = fixed(key, ...rest)
      if (typeof text === 'string') memo.set(id, text)
      return text
    }
    return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix })
  }
  return getFixedT as unknown as i18n['getFixedT']
}

/**
 * The i18next instance pages of `locale` render with, set up once and shared by every render of that
 * language. Sharing is safe because a server render never changes the language or the resources:
 * the instance is only read, and each locale has its own.
 *
 * react-i18next copies every own property of the instance on each useTranslation() of a server render
 * (42 of them, i18next binds its methods in the constructor), which costs more than the rest of the hook.
 * Handing out an object whose prototype is the instance leaves almost nothing to copy; the bound methods
 * and every property still come from the instance.
 */
export function pageI18n(locale: Locale): i18n {
  const known = instances.get(locale)
  if (known) return known
  // The back office's texts too, for its pages; the browser fetches them as a file of their own there.
  const instance = createI18n(locale, {
    [locale]: { translation: catalogues[locale], staff: staffCatalogues[locale] },
  })
  const view = Object.create(instance) as i18n
  view.getFixedT = rememberingGetFixedT(instance)
  instances.set(locale, view)
  return view
}
