import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StaffUserResponse } from '#shared/api/staff.js'
import { apiRequest } from '#web/lib/api.js'
import { currentUserQuery } from '#web/lib/session.js'
import { staffMeQuery } from './me.js'

export interface StaffLoginValues {
  email: string
  password: string
  code: string
}

/** POST /api/staff/login.php: e-mail, password and the second factor in one call. */
export function useStaffLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: StaffLoginValues) =>
      apiRequest<StaffUserResponse>('POST', '/api/staff/login.php', input),
    onSuccess: (answer) => {
      queryClient.setQueryData(staffMeQuery().queryKey, answer)
      // The staff session is also the site's session: the member-side user changed with it.
      void queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey })
    },
  })
}
