import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { StaffAuditResponse } from '#shared/api/staff.js'
import { apiGet } from '#web/lib/api.js'
import { staffKey } from './me.js'

export function staffAuditPath(params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)))
  const text = query.toString()
  return `/api/staff/audit.php${text ? `?${text}` : ''}`
}

/** GET /api/staff/audit.php: one page of staff actions, newest first. */
export function staffAuditQuery(params: Record<string, string>) {
  const path = staffAuditPath(params)
  return queryOptions({
    queryKey: [staffKey, 'audit', path] as const,
    queryFn: () => apiGet<StaffAuditResponse>(path),
    staleTime: 15_000,
  })
}

export function useStaffAudit(params: Record<string, string>) {
  return useQuery({ ...staffAuditQuery(params), placeholderData: keepPreviousData })
}
