import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DeskPaymentsResponse } from '#shared/api/staff-payments.js'
import { apiGet } from '#web/lib/api.js'
import { staffKey } from './me.js'

/** The desk's filters as the URL holds them: only those that are set. */
export type PaymentFilters = Record<string, string>

export const paymentFilterNames = [
  'member',
  'provider_payment_id',
  'status',
  'method',
  'country',
  'site',
  'from',
  'to',
  'page',
] as const

/** The API path of a filtered list; the parameters in a fixed order, so one list has one cache entry. */
export function staffPaymentsPath(filters: PaymentFilters): string {
  const query = new URLSearchParams(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
  const text = query.toString()
  return `/api/staff/payments.php${text ? `?${text}` : ''}`
}

/** GET /api/staff/payments.php: one page of the desk's list, newest first. */
export function staffPaymentsQuery(filters: PaymentFilters) {
  const path = staffPaymentsPath(filters)
  return queryOptions({
    queryKey: [staffKey, 'payments', path] as const,
    queryFn: () => apiGet<DeskPaymentsResponse>(path),
    staleTime: 15_000,
  })
}

export function useStaffPayments(filters: PaymentFilters) {
  return useQuery({ ...staffPaymentsQuery(filters), placeholderData: keepPreviousData })
}
