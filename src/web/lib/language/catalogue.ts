import { queryOptions } from '@tanstack/react-query'
import { catalogueUrl, type Locale } from '#shared/i18n/languages.js'
import { apiGet } from '../api.js'

/** GET /locales/<locale>.json: a language's catalogue, fetched once when the visitor switches to it. */
export function catalogueQuery(locale: Locale, version: string) {
  return queryOptions({
    queryKey: ['catalogue', locale, version],
    queryFn: () => apiGet<Record<string, unknown>>(catalogueUrl(locale, version)),
  })
}
