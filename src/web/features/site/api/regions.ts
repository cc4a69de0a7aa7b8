import { useQuery } from '@tanstack/react-query'
import type { RegionsResponse } from '../../../../shared/api/sites.js'
import { apiGet } from '../../../lib/api.js'

/** GET /api/regions.php?country=: one country's regions, named in the visitor's language; cached. */
export function useRegions(country: string | undefined) {
  return useQuery({
    queryKey: ['regions', country],
    queryFn: () => apiGet<RegionsResponse>(`/api/regions.php?country=${encodeURIComponent(country ?? '')}`),
    enabled: Boolean(country),
    staleTime: Number.POSITIVE_INFINITY,
    select: (answer) => (country ? answer.regions[country] : undefined),
  })
}
