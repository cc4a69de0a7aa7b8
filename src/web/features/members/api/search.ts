import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { SearchResponse, SuggestedResponse } from '#shared/api/search.js'
import { apiGet } from '#web/lib/api.js'

/** Every cached search, whoever searched with whichever filters. */
export const allSearchesQueryKey = ['search'] as const

/** Who searches and with which API filters: one cache entry per search, kept while profiles are viewed. */
export function searchQueryKey(viewer: number | null, params: Record<string, string>) {
  return [...allSearchesQueryKey, viewer ?? 'visitor', params] as const
}

export function searchPath(params: Record<string, string>, page: number): string {
  return `/api/search.php?${new URLSearchParams({ ...params, page: String(page) })}`
}

/** Every cached suggestion list, whoever it was for. */
export const allSuggestedQueryKey = ['suggested'] as const
export const suggestedQueryKey = (viewer: number | null) =>
  [...allSuggestedQueryKey, viewer ?? 'visitor'] as const
export const suggestedPath = '/api/suggested.php'

/** Results stay cached for half an hour: going to a profile and back shows the same pages at once. */
const keepMs = 30 * 60_000
const freshMs = 5 * 60_000

/** GET /api/search.php page by page (docs/product.md §4 Search results: added page by page). */
export function memberSearchQuery(viewer: number | null, params: Record<string, string>) {
  return infiniteQueryOptions({
    queryKey: searchQueryKey(viewer, params),
    queryFn: ({ pageParam }) => apiGet<SearchResponse>(searchPath(params, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: freshMs,
    gcTime: keepMs,
  })
}

export function useMemberSearch(viewer: number | null, params: Record<string, string>, enabled: boolean) {
  return useInfiniteQuery({ ...memberSearchQuery(viewer, params), enabled })
}

/** GET /api/suggested.php: a few members picked for the viewer. */
export function suggestedMembersQuery(viewer: number | null) {
  return queryOptions({
    queryKey: suggestedQueryKey(viewer),
    queryFn: async () => (await apiGet<SuggestedResponse>(suggestedPath)).members,
    staleTime: freshMs,
    gcTime: keepMs,
  })
}

export function useSuggestedMembers(viewer: number | null, enabled: boolean) {
  return useQuery({ ...suggestedMembersQuery(viewer), enabled })
}
