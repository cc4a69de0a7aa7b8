import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DiscountCodeResponse } from '#shared/api/payments.js'
import { apiGet } from '#web/lib/api.js'
import { isTransientFailure } from '#web/lib/queryClient.js'

/** GET /api/discountcode.php?code=: a code the member typed; 'Code not found', 'Code already used'… */
export function fetchDiscountCode(code: string): Promise<DiscountCodeResponse> {
  return apiGet<DiscountCodeResponse>(`/api/discountcode.php?code=${encodeURIComponent(code)}`)
}

/** A code checked once when the member applies it; the answer depends on the moment, so it is not kept. */
export function discountCodeQuery(code: string) {
  return queryOptions({ queryKey: ['discountcode', 'code', code], queryFn: () => fetchDiscountCode(code) })
}

/** GET /api/discountcode.php?welcome=true: the welcome code of new members (docs/product.md §7). */
export function fetchWelcomeDiscount(): Promise<DiscountCodeResponse> {
  return apiGet<DiscountCodeResponse>('/api/discountcode.php?welcome=true')
}

/** A failure that may pass is retried like any read; any other means no welcome code. */
function noneUnlessTransient(error: unknown): null {
  if (isTransientFailure(error)) throw error
  return null
}

/**
 * The welcome code, or null: a failure to load it is ignored (docs/product.md §8), and so never shown;
 * should the retries run out, there is no data and so no code either.
 */
export function welcomeDiscountQuery() {
  return queryOptions({
    queryKey: ['discountcode', 'welcome'],
    queryFn: () => fetchWelcomeDiscount().catch(noneUnlessTransient),
    staleTime: 5 * 60_000,
  })
}

export function useWelcomeDiscount(enabled: boolean) {
  return useQuery({ ...welcomeDiscountQuery(), enabled }).data
}
