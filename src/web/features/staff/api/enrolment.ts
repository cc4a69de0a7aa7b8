import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { EnrolmentDoneResponse, EnrolmentResponse } from '#shared/api/staff.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { currentUserQuery } from '#web/lib/session.js'
import { staffKey, staffMeQuery } from './me.js'

/** GET /api/staff/enrolment.php?token=: the secret for the authenticator app (410 once used or expired). */
export function enrolmentQuery(token: string) {
  return queryOptions({
    queryKey: [staffKey, 'enrolment', token] as const,
    queryFn: () => apiGet<EnrolmentResponse>(`/api/staff/enrolment.php?token=${encodeURIComponent(token)}`),
    // The secret must not change under the person typing it; the link is used once anyway.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  })
}

export function useEnrolment(token: string) {
  return useQuery({ ...enrolmentQuery(token), enabled: token !== '' })
}

export interface EnrolmentValues {
  token: string
  password: string
  code: string
}

/** POST /api/staff/enrolment.php: password and first code; answers the recovery codes, once. */
export function useCompleteEnrolment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: EnrolmentValues) =>
      apiRequest<EnrolmentDoneResponse>('POST', '/api/staff/enrolment.php', input),
    onSuccess: (answer) => {
      queryClient.setQueryData(staffMeQuery().queryKey, { staff: answer.staff })
      void queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey })
    },
  })
}
