import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ModerationDecisionInput, ModerationDecisionResponse } from '#shared/api/staff-moderation.js'
import { apiRequest } from '#web/lib/api.js'
import { staffKey } from './me.js'

/**
 * POST /api/staff/moderation.php: a decision on a photo or a profile text (moderators and admins). The
 * member's page, which lists their photos, is refreshed.
 */
export function useModerationDecision() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ModerationDecisionInput) =>
      apiRequest<ModerationDecisionResponse>('POST', '/api/staff/moderation.php', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [staffKey, 'member'] }),
  })
}
