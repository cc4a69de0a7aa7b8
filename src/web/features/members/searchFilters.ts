import type { SiteSettingsResponse } from '#shared/api/sites.js'
import { genders, searchAgeBounds } from '#shared/constants.js'
import { ApiError } from '#web/lib/api.js'

export type Gender = (typeof genders)[number]

/** The search form's state (docs/product.md §3 Search state); '' and null mean "anyone" / "anywhere". */
export interface SearchFilters {
  gender: Gender | ''
  country: string
  countryregion: number | null
  min_age: number
  max_age: number
}

/** What the filters depend on: the site's settings and who is searching. */
export interface FilterContext {
  /** settings.search_fields: the filters this site offers. */
  fields: readonly string[]
  /** settings.countries */
  countries: readonly string[]
  /** settings.min_age: nobody younger is a member. */
  minAge: number
  /** The member's own country, else the visitor's (settings.geoip_selected_country). */
  homeCountry: string | null
}

type Settings = Pick<
  SiteSettingsResponse['settings'],
  'search_fields' | 'countries' | 'min_age' | 'geoip_selected_country'
>

export function filterContextFor(settings: Settings, ownCountry: string | null | undefined): FilterContext {
  return {
    fields: settings.search_fields,
    countries: settings.countries,
    minAge: settings.min_age,
    homeCountry: ownCountry ?? settings.geoip_selected_country,
  }
}

const filterKeys = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const

export function lowestAge(context: FilterContext): number {
  return Math.min(searchAgeBounds.max, Math.max(searchAgeBounds.min, context.minAge))
}

/** A first search looks in the searcher's own country, at every age. */
export function defaultFilters(context: FilterContext): SearchFilters {
  const home = context.homeCountry
  return {
    gender: '',
    country: home && context.fields.includes('country') && context.countries.includes(home) ? home : '',
    countryregion: null,
    min_age: lowestAge(context),
    max_age: searchAgeBounds.max,
  }
}

function parseAge(value: string | null, fallback: number, context: FilterContext): number {
  const age = Number(value)
  if (value === null || value === '' || !Number.isInteger(age)) return fallback
  return Math.min(searchAgeBounds.max, Math.max(lowestAge(context), age))
}

function parseRegion(value: string | null): number | null {
  const id = Number(value)
  return value && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null
}

/**
 * The filters of a /members URL. Without any filter in it the defaults apply; once the member has
 * searched, the URL says everything (an empty value meaning "anyone"), so that back, forward and reload
 * show the same search. Values the site does not offer are dropped rather than refused: an old link
 * still opens a search.
 */
export function filtersFromSearch(search: string, context: FilterContext): SearchFilters {
  const params = new URLSearchParams(search)
  const defaults = defaultFilters(context)
  if (!filterKeys.some((key) => params.has(key))) return defaults
  const offered = (key: (typeof filterKeys)[number]) => context.fields.includes(key)
  const gender = params.get('gender') ?? ''
  const country = params.get('country') ?? ''
  const filters: SearchFilters = {
    gender: offered('gender') && (genders as readonly string[]).includes(gender) ? (gender as Gender) : '',
    country: offered('country') && context.countries.includes(country) ? country : '',
    countryregion: offered('countryregion') ? parseRegion(params.get('countryregion')) : null,
    min_age: offered('min_age')
      ? parseAge(params.get('min_age'), defaults.min_age, context)
      : defaults.min_age,
    max_age: offered('max_age')
      ? parseAge(params.get('max_age'), defaults.max_age, context)
      : defaults.max_age,
  }
  if (!filters.country) filters.countryregion = null
  if (filters.min_age > filters.max_age)
    [filters.min_age, filters.max_age] = [filters.max_age, filters.min_age]
  return filters
}

/** The URL query of a search: every filter written out, the rest of the query (tracking) kept. */
export function searchWithFilters(search: string, filters: SearchFilters): string {
  const params = new URLSearchParams(search)
  for (const key of filterKeys) params.delete(key)
  params.set('gender', filters.gender)
  params.set('country', filters.country)
  params.set('countryregion', filters.countryregion === null ? '' : String(filters.countryregion))
  params.set('min_age', String(filters.min_age))
  params.set('max_age', String(filters.max_age))
  return `?${params}`
}

/**
 * The query of GET /api/search.php for these filters (without the page): only what narrows the search,
 * in a fixed order, so that equal searches share one cache entry.
 */
export function apiSearchParams(filters: SearchFilters, context: FilterContext): Record<string, string> {
  const params: Record<string, string> = {}
  const offered = (key: string) => context.fields.includes(key)
  if (offered('gender') && filters.gender) params.gender = filters.gender
  if (offered('country') && filters.country) {
    params.country = filters.country
    if (offered('countryregion') && filters.countryregion !== null)
      params.countryregion = String(filters.countryregion)
  }
  if (offered('min_age') && filters.min_age > searchAgeBounds.min) params.min_age = String(filters.min_age)
  if (offered('max_age') && filters.max_age < searchAgeBounds.max) params.max_age = String(filters.max_age)
  return params
}

/** The API query of a search; a visitor's traffic source goes along for the logged-out search rule. */
export function searchRequestParams(
  filters: SearchFilters,
  context: FilterContext,
  network: string | undefined,
): Record<string, string> {
  const params = apiSearchParams(filters, context)
  return network ? { ...params, network } : params
}

/** A refusal of the country or the region, which the form shows on that field. */
export function isFieldFailure(failure: unknown): failure is ApiError {
  return failure instanceof ApiError && (failure.field === 'country' || failure.field === 'countryregion')
}
