import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { PaymentResponse } from '#shared/api/payments.js'
import { apiGet } from '#web/lib/api.js'
import { userQueryKey } from '#web/lib/session.js'
import { bundlesQueryKey } from './bundles.js'
import { transactionsQueryKey } from './transactions.js'

/** The return screen asks every 2 s while the payment is pending, for two minutes at most. */
export const pendingPollMs = 2_000
export const pendingPollLimit = 60

/** GET /api/payment.php?id=: one of the viewer's purchases, with the balance after it. */
export function fetchPayment(id: number): Promise<PaymentResponse> {
  return apiGet<PaymentResponse>(`/api/payment.php?id=${id}`)
}

/** A purchase's state, polled while pending. */
export function paymentQuery(id: number) {
  return queryOptions({
    queryKey: ['payment', id],
    queryFn: () => fetchPayment(id),
    refetchInterval: (q) =>
      q.state.data?.payment.state === 'pending' && q.state.dataUpdateCount < pendingPollLimit
        ? pendingPollMs
        : false,
  })
}

/** Once settled, the balance and premium flag are reloaded. */
export function usePayment(id: number) {
  const queryClient = useQueryClient()
  const options = paymentQuery(id)
  const query = useQuery(options)
  const settled = query.data && query.data.payment.state !== 'pending' ? query.data.payment.state : null
  useEffect(() => {
    if (!settled) return
    void queryClient.invalidateQueries({ queryKey: userQueryKey })
    void queryClient.invalidateQueries({ queryKey: bundlesQueryKey })
    void queryClient.invalidateQueries({ queryKey: transactionsQueryKey })
  }, [settled, queryClient])
  // Polling stops after the limit: the screen then says the payment is still on its way.
  const polls = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0
  return { ...query, stillPending: query.data?.payment.state === 'pending' && polls >= pendingPollLimit }
}
