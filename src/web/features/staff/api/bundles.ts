import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StaffBundlesInput, StaffBundlesResponse } from '#shared/api/staff-sites.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { staffKey } from './me.js'

export const staffBundlesPath = '/api/staff/bundles.php'

/** GET /api/staff/bundles.php?site=: the site's bundles in every currency, retired ones included. */
export function staffBundlesQuery(site: number) {
  return queryOptions({
    queryKey: [staffKey, 'bundles', site] as const,
    queryFn: () => apiGet<StaffBundlesResponse>(`${staffBundlesPath}?site=${site}`),
    staleTime: 30_000,
  })
}

export function useStaffBundles(site: number) {
  return useQuery(staffBundlesQuery(site))
}

/**
 * PUT /api/staff/bundles.php: the whole list as it should be. The answer is the new list as stored (ids
 * of the added rows, server order), so it replaces the cached one without another request.
 */
export function useSaveBundles() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: StaffBundlesInput) =>
      apiRequest<StaffBundlesResponse>('PUT', staffBundlesPath, input),
    onSuccess: (answer, input) => {
      queryClient.setQueryData(staffBundlesQuery(input.site).queryKey, answer)
    },
  })
}
