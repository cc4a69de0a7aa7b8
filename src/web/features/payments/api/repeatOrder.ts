import { useMutation } from '@tanstack/react-query'
import type { StartPaymentResponse } from '#shared/api/payments.js'
import { apiRequest } from '#web/lib/api.js'
import { goToCheckout } from './startPayment.js'

/** POST /api/repeat-order.php: the paid member's last order again, in one step. */
export function repeatOrder(): Promise<StartPaymentResponse> {
  return apiRequest<StartPaymentResponse>('POST', '/api/repeat-order.php', { agree_terms: true })
}

export function useRepeatOrder() {
  return useMutation({ mutationFn: repeatOrder, onSuccess: goToCheckout })
}
