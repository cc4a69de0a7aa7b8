import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PaymentPageResponse, PaymentRefundInput } from '#shared/api/staff-payments.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { staffKey } from './me.js'

export function staffPaymentPath(id: number): string {
  return `/api/staff/payment.php?id=${id}`
}

/** GET /api/staff/payment.php?id=: one payment with its events, ledger rows and documents. */
export function staffPaymentQuery(id: number) {
  return queryOptions({
    queryKey: [staffKey, 'payment', id] as const,
    queryFn: () => apiGet<PaymentPageResponse>(staffPaymentPath(id)),
    staleTime: 15_000,
  })
}

export function useStaffPayment(id: number) {
  return useQuery(staffPaymentQuery(id))
}

/**
 * POST /api/staff/payment-refund.php: its answer is the whole page again, which replaces the cache; the
 * lists and the member's page that show the payment are refreshed.
 */
export function useRefundPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PaymentRefundInput) =>
      apiRequest<PaymentPageResponse>('POST', '/api/staff/payment-refund.php', input),
    onSuccess: (answer) => {
      queryClient.setQueryData(staffPaymentQuery(answer.payment.id).queryKey, answer)
      void queryClient.invalidateQueries({ queryKey: [staffKey, 'payments'] })
      void queryClient.invalidateQueries({ queryKey: [staffKey, 'member'] })
    },
  })
}
