import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { SharedInterestsResponse } from '#shared/api/match-finder.js'
import type { MemberCard } from '#shared/api/members.js'
import type { SearchResponse } from '#shared/api/search.js'
import { apiGet } from '#web/lib/api.js'
import { orderByShared, type Preferences, searchParams } from '../preferences.js'

export interface MatchPage {
  search: SearchResponse
  /** The page's results, those sharing the most chosen interests first. */
  results: MemberCard[]
  /** Member id -> the chosen interests (slugs) they share. */
  shared: Map<number, string[]>
}

/** GET /api/shared-interests.php for one page of results; no interests chosen, nothing to ask. */
async function sharedInterests(members: MemberCard[], interests: number[]): Promise<Map<number, string[]>> {
  const ids = members.map((m) => m.id)
  if (ids.length === 0 || interests.length === 0) return new Map()
  const query = new URLSearchParams({ members: ids.join(','), interests: interests.join(',') })
  const answer = await apiGet<SharedInterestsResponse>(`/api/shared-interests.php?${query}`)
  return new Map(answer.shared.map((entry) => [entry.id, entry.interests]))
}

async function fetchPage(preferences: Preferences, country: string, page: number): Promise<MatchPage> {
  const query = new URLSearchParams({ ...searchParams(preferences, country), page: String(page) })
  const search = await apiGet<SearchResponse>(`/api/search.php?${query}`)
  const shared = await sharedInterests([...search.results, ...search.similar_results], preferences.interests)
  return { search, results: orderByShared(search.results, shared), shared }
}

/** The proposals for the answers: search results page by page, ordered by shared interests within a page. */
export function matchesQuery(viewer: number, preferences: Preferences, country: string) {
  return infiniteQueryOptions({
    queryKey: ['match-finder', viewer, country, preferences],
    queryFn: ({ pageParam }) => fetchPage(preferences, country, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.search.hasMore ? last.search.page + 1 : undefined),
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
  })
}

export function useMatches(viewer: number, preferences: Preferences, country: string) {
  return useInfiniteQuery(matchesQuery(viewer, preferences, country))
}
