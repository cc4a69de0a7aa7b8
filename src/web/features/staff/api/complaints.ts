import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DeskComplaintsResponse } from '#shared/api/staff-complaints.js'
import { apiGet } from '#web/lib/api.js'
import { staffKey } from './me.js'

/** The desk's filters as the URL holds them: only those that are set. */
export type ComplaintFilters = Record<string, string>

export const complaintFilterNames = ['site', 'status', 'assigned', 'reason', 'subject_type'] as const

/** The API path of a filtered list; the parameters in a fixed order, so one list has one cache entry. */
export function staffComplaintsPath(filters: ComplaintFilters): string {
  const query = new URLSearchParams(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
  const text = query.toString()
  return `/api/staff/complaints.php${text ? `?${text}` : ''}`
}

/** GET /api/staff/complaints.php: the desk's list, open first. */
export function staffComplaintsQuery(filters: ComplaintFilters) {
  const path = staffComplaintsPath(filters)
  return queryOptions({
    queryKey: [staffKey, 'complaints', path] as const,
    queryFn: () => apiGet<DeskComplaintsResponse>(path),
    staleTime: 15_000,
  })
}

export function useStaffComplaints(filters: ComplaintFilters) {
  return useQuery({ ...staffComplaintsQuery(filters), placeholderData: keepPreviousData })
}
