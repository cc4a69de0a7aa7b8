import i18next, { type i18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLocale, type Locale, locales } from '#shared/i18n/languages.js'

/**
 * One i18next instance per language on the server, one for the page's life in the browser.
 *
 * What it answers is a view of the instance: an object whose prototype is the instance, with a getFixedT of
 * its own that remembers texts. react-i18next copies every own property of the instance on each component's
 * first useTranslation() (42 of them, i18next binds its methods in the constructor), which costs more than the
 * rest of the hook; the view leaves almost nothing to copy, and the bound methods and every property still
 * come from the instance, so a change of language reaches it.
 */
export function createI18n(locale: Locale, resources: Resource): i18n {
  const instance = i18next.createInstance()
  instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  })
  const view = Object.create(instance) as i18n
  view.getFixedT = rememberingGetFixedT(instance)
  return view
}

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
 * getFixedT whose translations are remembered: a language's catalogue does not change once loaded, so the
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
