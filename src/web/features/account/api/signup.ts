import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SignupInput } from '#shared/api/account.js'
import type { UserResponse } from '#shared/api/auth.js'
import { apiRequest } from '#web/lib/api.js'
import type { CurrentUser } from '#web/lib/session.js'
import { applySession } from '#web/lib/session.js'

/** POST /api/signup.php: creates the account (status not_confirmed) and its session; mails the link. */
export async function signup(input: SignupInput): Promise<CurrentUser> {
  return (await apiRequest<UserResponse>('POST', '/api/signup.php', input)).user
}

/** The session is put in place even when the signup was closed while the call was running. */
export function useSignup() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: signup, onSuccess: (user) => applySession(queryClient, user) })
}
