import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BundlesResponse } from '#shared/api/payments.js'
import { apiGet } from '#web/lib/api.js'

export const bundlesQueryKey = ['bundles'] as const

/** GET /api/bundles.php: the bundles in the viewer's currency, the active discount and the methods offered. */
export function fetchBundles(code?: string): Promise<BundlesResponse> {
  const query = code ? `?code=${encodeURIComponent(code)}` : ''
  return apiGet<BundlesResponse>(`/api/bundles.php${query}`)
}

/** The bundles, priced with `code` when the member applied a discount code. */
export function bundlesQuery(code?: string) {
  return queryOptions({
    queryKey: [...bundlesQueryKey, code ?? null],
    queryFn: () => fetchBundles(code),
    staleTime: 30_000,
  })
}

export function useBundles(code?: string, enabled = true) {
  return useQuery({
    ...bundlesQuery(code),
    enabled,
    // A newly applied code reprices the bundles in place rather than blanking the checkout.
    placeholderData: keepPreviousData,
  })
}
