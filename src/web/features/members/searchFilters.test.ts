import { describe, expect, it } from 'vitest'
import {
  apiSearchParams,
  defaultFilters,
  type FilterContext,
  filterContextFor,
  filtersFromSearch,
  searchRequestParams,
  searchWithFilters,
} from './searchFilters.js'

const context: FilterContext = {
  fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  countries: ['NL', 'BE', 'DE'],
  minAge: 18,
  homeCountry: 'NL',
}

describe('search filters', () => {
  it('starts in the searcher’s own country, at every age, for everyone', () => {
    expect(filtersFromSearch('', context)).toEqual({
      gender: '',
      country: 'NL',
      countryregion: null,
      min_age: 18,
      max_age: 99,
    })
    expect(defaultFilters({ ...context, homeCountry: 'US' }).country).toBe('')
    expect(defaultFilters({ ...context, fields: ['gender'] }).country).toBe('')
    expect(defaultFilters({ ...context, minAge: 21 }).min_age).toBe(21)
  })

  it('takes the member’s country before the one of the visitor’s address', () => {
    const settings = {
      search_fields: ['country'],
      countries: ['NL', 'DE'],
      min_age: 18,
      geoip_selected_country: 'NL',
    }
    expect(filterContextFor(settings, 'DE').homeCountry).toBe('DE')
    expect(filterContextFor(settings, null).homeCountry).toBe('NL')
  })

  it('round-trips through the URL, keeping other parameters', () => {
    const filters = { gender: 'female', country: 'BE', countryregion: 12, min_age: 25, max_age: 40 } as const
    const search = searchWithFilters('?network=ads&gender=male', filters)
    expect(search).toBe('?network=ads&gender=female&country=BE&countryregion=12&min_age=25&max_age=40')
    expect(filtersFromSearch(search, context)).toEqual(filters)
  })

  it('reads an explicit "anyone, anywhere" as such rather than as the defaults', () => {
    const search = searchWithFilters('', {
      gender: '',
      country: '',
      countryregion: null,
      min_age: 18,
      max_age: 99,
    })
    expect(filtersFromSearch(search, context).country).toBe('')
  })

  it('drops values that are unknown, malformed or not offered by the site', () => {
    const filters = filtersFromSearch(
      '?gender=robot&country=US&countryregion=-3&min_age=abc&max_age=500',
      context,
    )
    expect(filters).toEqual({ gender: '', country: '', countryregion: null, min_age: 18, max_age: 99 })
    const narrow = { ...context, fields: ['country'] }
    expect(filtersFromSearch('?gender=female&country=DE&min_age=30', narrow)).toMatchObject({
      gender: '',
      country: 'DE',
      min_age: 18,
    })
  })

  it('keeps a region only with its country, and ages in order and in bounds', () => {
    expect(filtersFromSearch('?country=&countryregion=5', context).countryregion).toBeNull()
    expect(filtersFromSearch('?min_age=50&max_age=30', context)).toMatchObject({ min_age: 30, max_age: 50 })
    expect(filtersFromSearch('?min_age=10&max_age=120', context)).toMatchObject({ min_age: 18, max_age: 99 })
    expect(filtersFromSearch('?min_age=19', { ...context, minAge: 21 }).min_age).toBe(21)
  })

  it('asks the API only for what narrows the search', () => {
    const all = { gender: '', country: '', countryregion: null, min_age: 18, max_age: 99 } as const
    expect(apiSearchParams(all, context)).toEqual({})
    expect(
      apiSearchParams({ gender: 'male', country: 'NL', countryregion: 7, min_age: 30, max_age: 45 }, context),
    ).toEqual({ gender: 'male', country: 'NL', countryregion: '7', min_age: '30', max_age: '45' })
    expect(apiSearchParams({ ...all, countryregion: 7 }, context)).toEqual({})
    expect(apiSearchParams({ ...all, gender: 'male' }, { ...context, fields: ['country'] })).toEqual({})
  })

  it('sends a visitor’s traffic source along', () => {
    const filters = defaultFilters(context)
    expect(searchRequestParams(filters, context, 'ads')).toEqual({ country: 'NL', network: 'ads' })
    expect(searchRequestParams(filters, context, undefined)).toEqual({ country: 'NL' })
  })
})
