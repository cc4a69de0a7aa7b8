import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StaffMemberChange, StaffMemberResponse } from '#shared/api/staff.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { staffKey } from './me.js'

export function staffMemberPath(id: number): string {
  return `/api/staff/member.php?id=${id}`
}

/** GET /api/staff/member.php?id=: everything the back office shows of one member. */
export function staffMemberQuery(id: number) {
  return queryOptions({
    queryKey: [staffKey, 'member', id] as const,
    queryFn: () => apiGet<StaffMemberResponse>(staffMemberPath(id)),
    staleTime: 15_000,
  })
}

export function useStaffMember(id: number) {
  return useQuery(staffMemberQuery(id))
}

/**
 * PUT /api/staff/member.php: status, role, name, city, about me, e-mail. The answer is the whole member
 * again; it replaces the cache, and the searches that may list the member are refreshed.
 */
export function useChangeMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: StaffMemberChange) =>
      apiRequest<StaffMemberResponse>('PUT', '/api/staff/member.php', change),
    onSuccess: (answer) => {
      queryClient.setQueryData(staffMemberQuery(answer.member.id).queryKey, answer)
      void queryClient.invalidateQueries({ queryKey: [staffKey, 'members'] })
    },
  })
}
