import i18next, { type i18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { defaultLocale, type Locale, locales } from '#shared/i18n/languages.js'

/** One i18next instance per render on the server, one for the page's life in the browser. */
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
  return instance
}
