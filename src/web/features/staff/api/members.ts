import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { StaffMembersResponse } from '#shared/api/staff.js'
import { apiGet } from '#web/lib/api.js'
import { staffKey } from './me.js'

/** The search as the URL holds it: only the parameters that are set, as the API takes them. */
export type MemberSearchParams = Record<string, string>

/** The API path of a search; the parameters in a fixed order, so one search has one cache entry. */
export function staffMembersPath(params: MemberSearchParams): string {
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)))
  const text = query.toString()
  return `/api/staff/members.php${text ? `?${text}` : ''}`
}

/** GET /api/staff/members.php: one page of the search. */
export function staffMembersQuery(params: MemberSearchParams) {
  const path = staffMembersPath(params)
  return queryOptions({
    queryKey: [staffKey, 'members', path] as const,
    queryFn: () => apiGet<StaffMembersResponse>(path),
    staleTime: 30_000,
  })
}

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export function useStaffMembers(params: MemberSearchParams) {
  return useQuery({ ...staffMembersQuery(params), placeholderData: keepPreviousData })
}
