import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  DiscountCreateInput,
  DiscountEditInput,
  DiscountPageResponse,
  DiscountStatusInput,
  StaffDiscountsResponse,
} from '#shared/api/staff-discounts.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { staffKey } from './me.js'

/** The list's filters as the URL holds them: only those that are set. */
export type DiscountFilters = Record<string, string>

export const discountFilterNames = ['site', 'status', 'search', 'page'] as const

/** The API path of a filtered list; the parameters in a fixed order, so one list has one cache entry. */
export function staffDiscountsPath(filters: DiscountFilters): string {
  const query = new URLSearchParams(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
  const text = query.toString()
  return `/api/staff/discounts.php${text ? `?${text}` : ''}`
}

/** GET /api/staff/discounts.php: a page of codes with their uses and revenue. */
export function staffDiscountsQuery(filters: DiscountFilters) {
  const path = staffDiscountsPath(filters)
  return queryOptions({
    queryKey: [staffKey, 'discounts', path] as const,
    queryFn: () => apiGet<StaffDiscountsResponse>(path),
    staleTime: 15_000,
  })
}

export function useStaffDiscounts(filters: DiscountFilters) {
  return useQuery({ ...staffDiscountsQuery(filters), placeholderData: keepPreviousData })
}

/** GET /api/staff/discount.php?id=: one code with its latest uses. */
export function staffDiscountQuery(id: number) {
  return queryOptions({
    queryKey: [staffKey, 'discount', id] as const,
    queryFn: () => apiGet<DiscountPageResponse>(`/api/staff/discount.php?id=${id}`),
    staleTime: 15_000,
  })
}

export function useStaffDiscount(id: number) {
  return useQuery(staffDiscountQuery(id))
}

/** A change of a code: its answer is the code's page again, which replaces the cache; the lists refresh. */
function useDiscountChange<I>(send: (input: I) => Promise<DiscountPageResponse>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(staffDiscountQuery(answer.discount.id).queryKey, answer)
      void queryClient.invalidateQueries({ queryKey: [staffKey, 'discounts'] })
    },
  })
}

/** POST /api/staff/discounts.php */
export function useCreateDiscount() {
  return useDiscountChange((input: DiscountCreateInput) =>
    apiRequest<DiscountPageResponse>('POST', '/api/staff/discounts.php', input),
  )
}

/** PUT /api/staff/discount.php */
export function useEditDiscount() {
  return useDiscountChange((input: DiscountEditInput) =>
    apiRequest<DiscountPageResponse>('PUT', '/api/staff/discount.php', input),
  )
}

/** POST /api/staff/discount-status.php */
export function useDiscountStatus() {
  return useDiscountChange((input: DiscountStatusInput) =>
    apiRequest<DiscountPageResponse>('POST', '/api/staff/discount-status.php', input),
  )
}
