import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { staffCreditsInput, staffCreditsResponse } from '#shared/api/staff.js'
import { apiRequest } from '#web/lib/api.js'
import { staffMemberQuery } from './member.js'

/**
 * POST /api/staff/credits.php: a correction up or down. It answers only the new balance, so the member
 * is read again for the ledger row it wrote.
 */
export function useCorrectCredits() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: z.input<typeof staffCreditsInput>) =>
      apiRequest<z.infer<typeof staffCreditsResponse>>('POST', '/api/staff/credits.php', input),
    onSuccess: (_answer, input) =>
      queryClient.invalidateQueries({ queryKey: staffMemberQuery(input.member).queryKey }),
  })
}
