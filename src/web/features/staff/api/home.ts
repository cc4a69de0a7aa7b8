import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StaffHomeResponse } from '#shared/api/staff.js'
import { apiGet } from '#web/lib/api.js'
import { staffKey } from './me.js'

export const staffHomePath = '/api/staff/home.php'

/** GET /api/staff/home.php: today and yesterday per site, and the open work. */
export function staffHomeQuery() {
  return queryOptions({
    queryKey: [staffKey, 'home'] as const,
    queryFn: () => apiGet<StaffHomeResponse>(staffHomePath),
    staleTime: 60_000,
  })
}

export function useStaffHome() {
  return useQuery(staffHomeQuery())
}
