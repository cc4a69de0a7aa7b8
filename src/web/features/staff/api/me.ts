import { queryOptions, useQuery } from '@tanstack/react-query'
import type { StaffUserResponse } from '#shared/api/staff.js'
import { apiGet } from '#web/lib/api.js'

/** Every back-office query key starts with this, so a logout can drop them all at once. */
export const staffKey = 'staff'

/** GET /api/staff/me.php: who is at the back office; 403 for visitors and members. */
export function staffMeQuery() {
  return queryOptions({
    queryKey: [staffKey, 'me'] as const,
    queryFn: () => apiGet<StaffUserResponse>('/api/staff/me.php'),
    staleTime: 5 * 60_000,
  })
}

export function useStaffMe() {
  return useQuery(staffMeQuery())
}
