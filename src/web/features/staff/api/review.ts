import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReviewAction, ReviewActionResponse, ReviewResponse } from '#shared/api/staff-message-review.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { staffKey } from './me.js'

export const reviewPath = '/api/staff/review.php'

/** GET /api/staff/review.php: members the chat's spam and scam rules flagged; `site` 0: every site. */
export function reviewQuery(site: number) {
  return queryOptions({
    queryKey: [staffKey, 'review', site] as const,
    queryFn: () => apiGet<ReviewResponse>(site === 0 ? reviewPath : `${reviewPath}?site=${site}`),
    staleTime: 15_000,
  })
}

export function useReview(site: number) {
  return useQuery(reviewQuery(site))
}

/** POST /api/staff/review.php: clear or disable; the list is read again after either. */
export function useReviewAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReviewAction) => apiRequest<ReviewActionResponse>('POST', reviewPath, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [staffKey, 'review'] }),
  })
}
