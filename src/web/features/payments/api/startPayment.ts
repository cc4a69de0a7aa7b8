import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { StartPaymentResponse, startPaymentInput } from '#shared/api/payments.js'
import { apiRequest } from '#web/lib/api.js'

export type StartPaymentInput = z.infer<typeof startPaymentInput>

/** POST /api/payment.php: starts a purchase; the answer says where the provider's checkout is. */
export function startPayment(input: StartPaymentInput): Promise<StartPaymentResponse> {
  return apiRequest<StartPaymentResponse>('POST', '/api/payment.php', input)
}

/** Leaves for the provider's checkout; the browser comes back with ?payment=<id>. */
export function goToCheckout(answer: StartPaymentResponse): void {
  window.location.assign(answer.checkout_url)
}

export function useStartPayment() {
  return useMutation({ mutationFn: startPayment, onSuccess: goToCheckout })
}
