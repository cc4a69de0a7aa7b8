import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { type SearchQuery, type SearchResponse, searchErrors, searchQuery } from '#shared/api/search.js'
import type { CurrentUser } from '../auth/current-user.js'
import type { Site, SiteService } from '../sites/service.js'
import { filterFromQuery, type MemberFilter, type MemberSearch } from './search.js'

/** The search's filter, once a country is one of the site's and a region lies in the chosen country. */
export async function searchFilter(
  sites: SiteService,
  site: Site,
  query: SearchQuery,
): Promise<MemberFilter> {
  const filter = filterFromQuery(query)
  const countries: readonly string[] = site.settings.countries
  if (filter.country && !countries.includes(filter.country))
    throw new AppError('validation_failed', { field: 'country', messageKey: 'errors.unknown_country' })
  if (filter.regionId === undefined) return filter
  if (!filter.country)
    throw new AppError('validation_failed', {
      field: 'countryregion',
      messageKey: searchErrors.regionWithoutCountry,
    })
  const regions = await sites.listRegions(site.settings.countries)
  if (!regions.some((region) => region.id === filter.regionId && region.country === filter.country))
    throw new AppError('validation_failed', {
      field: 'countryregion',
      messageKey: searchErrors.unknownRegion,
    })
  return filter
}

interface SearchDeps {
  db: Database
  sites: SiteService
  memberSearch: MemberSearch
}

/**
 * A page of GET /api/search.php for a page's first paint: the answer the route gives the same visitor, without
 * the request through the app and the answer's text written and read again (the search page's loader asks on
 * every render). Parameters the route would refuse throw, as the route's 400 does.
 */
export async function searchForPage(
  deps: SearchDeps,
  site: Site,
  user: CurrentUser | null,
  params: Record<string, string>,
): Promise<SearchResponse> {
  const query = searchQuery.parse(params)
  const filter = await searchFilter(deps.sites, site, query)
  if (!user) return JSON.parse(await deps.memberSearch.searchAsVisitor(site, filter, query.page))
  return deps.memberSearch.search(site, await deps.memberSearch.searcherOf(user), filter, query.page)
}
