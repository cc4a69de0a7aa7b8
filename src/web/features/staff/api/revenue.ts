import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { StaffRevenueResponse } from '#shared/api/staff-revenue.js'
import { apiGet } from '#web/lib/api.js'
import { staffKey } from './me.js'

/** The dashboard's filters as the URL holds them: only those that are set. */
export type RevenueFilters = Record<string, string>

export const revenueFilterNames = ['site', 'country', 'from', 'to', 'by'] as const

/** The API path of the filtered dashboard; the parameters in a fixed order, so one view has one cache entry. */
export function staffRevenuePath(filters: RevenueFilters): string {
  const query = new URLSearchParams(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
  const text = query.toString()
  return `/api/staff/revenue.php${text ? `?${text}` : ''}`
}

/** GET /api/staff/revenue.php: the dashboard's series and period totals. */
export function staffRevenueQuery(filters: RevenueFilters) {
  const path = staffRevenuePath(filters)
  return queryOptions({
    queryKey: [staffKey, 'revenue', path] as const,
    queryFn: () => apiGet<StaffRevenueResponse>(path),
    staleTime: 60_000,
  })
}

export function useStaffRevenue(filters: RevenueFilters) {
  return useQuery({ ...staffRevenueQuery(filters), placeholderData: keepPreviousData })
}
