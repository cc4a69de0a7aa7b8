import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TownsResponse } from '#shared/api/location.js'
import type { RegionsResponse } from '#shared/api/sites.js'
import { apiGet } from './api.js'

export function regionsPath(country: string | undefined): string {
  return `/api/regions.php?country=${encodeURIComponent(country ?? '')}`
}

/** GET /api/regions.php?country=: one country's regions, named in the visitor's language; cached. */
export function regionsQuery(country: string | undefined) {
  return queryOptions({
    queryKey: ['regions', country],
    queryFn: () => apiGet<RegionsResponse>(regionsPath(country)),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useRegions(country: string | undefined) {
  return useQuery({
    ...regionsQuery(country),
    enabled: Boolean(country),
    select: (answer) => (country ? answer.regions[country] : undefined),
  })
}

/** GET /api/towns.php?region=: the region's known towns, suggested while a member types theirs. */
export function useTowns(regionId: string) {
  return useQuery({
    queryKey: ['towns', regionId],
    queryFn: () => apiGet<TownsResponse>(`/api/towns.php?region=${encodeURIComponent(regionId)}`),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: regionId !== '',
    select: (answer) => answer.towns,
  })
}
