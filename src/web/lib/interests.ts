import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InterestsResponse } from '#shared/api/sites.js'
import { apiGet } from './api.js'

/**
 * GET /api/interests.php: the site's interests, named in the visitor's language; loaded once
 * (docs/product.md §7).
 */
export function interestsQuery() {
  return queryOptions({
    queryKey: ['interests'],
    queryFn: () => apiGet<InterestsResponse>('/api/interests.php'),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useInterests() {
  return useQuery({ ...interestsQuery(), select: (answer) => answer.interests })
}
