import { useMutation } from '@tanstack/react-query'
import type { DiscountCodeResponse } from '#shared/api/payments.js'
import { apiRequest } from '#web/lib/api.js'

/** POST /api/stay-discount.php: the member's own code with the company's delete discount. */
export function claimStayDiscount(): Promise<DiscountCodeResponse> {
  return apiRequest<DiscountCodeResponse>('POST', '/api/stay-discount.php', {})
}

export function useStayDiscount() {
  return useMutation({ mutationFn: claimStayDiscount })
}
