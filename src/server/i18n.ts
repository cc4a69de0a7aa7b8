import i18next, { type i18n, type TFunction } from 'i18next'
import { defaultLocale, type Locale, locales } from '#shared/i18n/languages.js'
import { localeResources } from '#shared/i18n/resources.js'

const instance: i18n = i18next.createInstance()
await instance.init({
  resources: localeResources,
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  interpolation: { escapeValue: false },
  initAsync: false,
})

const translators = new Map<Locale, TFunction>(locales.map((locale) => [locale, instance.getFixedT(locale)]))

/** The translation function of a language, for API messages, mails and server-rendered pages. */
export function translatorFor(locale: Locale): TFunction {
  return translators.get(locale) ?? instance.getFixedT(defaultLocale)
}

export { instance as serverI18n }
