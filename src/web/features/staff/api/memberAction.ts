import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MemberAction, StaffMemberResponse } from '#shared/api/staff.js'
import { apiRequest } from '#web/lib/api.js'
import { staffKey } from './me.js'
import { staffMemberQuery } from './member.js'

/** POST /api/staff/member-action.php: end sessions, resend mails, grant premium, delete, erase. */
export function useMemberAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: number; action: MemberAction }) =>
      apiRequest<StaffMemberResponse>('POST', '/api/staff/member-action.php', input),
    onSuccess: (answer) => {
      queryClient.setQueryData(staffMemberQuery(answer.member.id).queryKey, answer)
      void queryClient.invalidateQueries({ queryKey: [staffKey, 'members'] })
    },
  })
}
