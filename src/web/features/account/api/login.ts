import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { loginSchema } from '#shared/api/account.js'
import type { UserResponse } from '#shared/api/auth.js'
import { apiRequest } from '#web/lib/api.js'
import type { CurrentUser } from '#web/lib/session.js'
import { applySession } from '#web/lib/session.js'

export type LoginInput = z.infer<typeof loginSchema>

/** POST /api/user.php: a new session for the address and password. */
export async function login(input: LoginInput): Promise<CurrentUser> {
  return (await apiRequest<UserResponse>('POST', '/api/user.php', input)).user
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: login, onSuccess: (user) => applySession(queryClient, user) })
}
