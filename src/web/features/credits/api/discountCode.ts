import { useQuery } from '@tanstack/react-query'
import type { DiscountCodeResponse } from '../../../../shared/api/payments.js'
import { apiGet } from '../../../lib/api.js'

/** GET /api/discountcode.php?code=: a code the member typed; 'Code not found', 'Code already used'… */
export function fetchDiscountCode(code: string): Promise<DiscountCodeResponse> {
  return apiGet<DiscountCodeResponse>(`/api/discountcode.php?code=${encodeURIComponent(code)}`)
}

/** GET /api/discountcode.php?welcome=true: the welcome code of new members (docs/product.md §7). */
export function fetchWelcomeDiscount(): Promise<DiscountCodeResponse> {
  return apiGet<DiscountCodeResponse>('/api/discountcode.php?welcome=true')
}

/**
 * The welcome code, or null: a failure to load it is ignored (docs/product.md §8), and so never retried or
 * shown.
 */
export function useWelcomeDiscount(enabled: boolean) {
  return useQuery({
    queryKey: ['discountcode', 'welcome'],
    queryFn: () => fetchWelcomeDiscount().catch(() => null),
    enabled,
    staleTime: 5 * 60_000,
  }).data
}
