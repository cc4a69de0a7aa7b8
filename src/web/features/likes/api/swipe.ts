import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SwipeResponse } from '#shared/api/likes.js'
import { apiGet } from '#web/lib/api.js'

export const swipeQueryKey = ['swipe'] as const

/** GET /api/swipe.php: the next cards of the swipe game and the likes left today. */
export function swipeQuery() {
  return queryOptions({
    queryKey: swipeQueryKey,
    queryFn: () => apiGet<SwipeResponse>('/api/swipe.php'),
    staleTime: 0,
    refetchOnWindowFocus: false,
  })
}

export function useSwipeCards() {
  return useQuery(swipeQuery())
}
