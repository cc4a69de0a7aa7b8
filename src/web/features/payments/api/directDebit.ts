import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type {
  DirectDebitConfirmResponse,
  DirectDebitResponse,
  directDebitConfirmInput,
  directDebitInput,
} from '#shared/api/payments.js'
import { apiRequest } from '#web/lib/api.js'
import { userQueryKey } from '#web/lib/session.js'
import { bundlesQueryKey } from './bundles.js'
import { transactionsQueryKey } from './transactions.js'

/** POST /api/directdebit.php: asks for a direct debit; an SMS code goes to the phone. */
export function requestDirectDebit(input: z.infer<typeof directDebitInput>): Promise<DirectDebitResponse> {
  return apiRequest<DirectDebitResponse>('POST', '/api/directdebit.php', input)
}

/** POST /api/directdebit-confirm.php: confirms the debit with the SMS code. */
export function confirmDirectDebit(
  input: z.infer<typeof directDebitConfirmInput>,
): Promise<DirectDebitConfirmResponse> {
  return apiRequest<DirectDebitConfirmResponse>('POST', '/api/directdebit-confirm.php', input)
}

export function useRequestDirectDebit() {
  return useMutation({ mutationFn: requestDirectDebit })
}

export function useConfirmDirectDebit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmDirectDebit,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey })
      void queryClient.invalidateQueries({ queryKey: bundlesQueryKey })
      void queryClient.invalidateQueries({ queryKey: transactionsQueryKey })
    },
  })
}
