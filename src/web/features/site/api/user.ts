import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserResponse } from '../../../../shared/api/user.js'
import { ApiError, apiGet } from '../../../lib/api.js'

export type CurrentUser = UserResponse['user']

export const userQueryKey = ['user'] as const

/** GET /api/user.php; a visitor (403 authentication_required) is no user rather than an error. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return (await apiGet<UserResponse>('/api/user.php')).user
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null
    throw error
  }
}

export function currentUserQuery() {
  return queryOptions({ queryKey: userQueryKey, queryFn: fetchCurrentUser, staleTime: 60_000 })
}

/** The logged-in member, or null; the server renders it into the first paint. */
export function useCurrentUser(): CurrentUser | null {
  return useQuery(currentUserQuery()).data ?? null
}
