import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StaffGiftsInput, StaffGiftsResponse } from '#shared/api/staff-sites.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { staffKey } from './me.js'

export const staffGiftsPath = '/api/staff/gifts.php'

/** GET /api/staff/gifts.php?site=: every gift as the site offers it, with the site's default price. */
export function staffGiftsQuery(site: number) {
  return queryOptions({
    queryKey: [staffKey, 'gifts', site] as const,
    queryFn: () => apiGet<StaffGiftsResponse>(`${staffGiftsPath}?site=${site}`),
    staleTime: 30_000,
  })
}

export function useStaffGifts(site: number) {
  return useQuery(staffGiftsQuery(site))
}

/**
 * PUT /api/staff/gifts.php: the changed gifts only (a slug left out stays as it is). The answer is the
 * whole list as stored, so it replaces the cached one without another request.
 */
export function useSaveGifts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: StaffGiftsInput) => apiRequest<StaffGiftsResponse>('PUT', staffGiftsPath, input),
    onSuccess: (answer, input) => {
      queryClient.setQueryData(staffGiftsQuery(input.site).queryKey, answer)
    },
  })
}
