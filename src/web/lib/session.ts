import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, createElement, type ReactNode, useContext } from 'react'
import { useNavigate } from 'react-router'
import type { UserResponse } from '#shared/api/auth.js'
import { ApiError, apiGet } from './api.js'
import { transientRetry } from './queryClient.js'
import { companyInfoQueryKey, settingsQueryKey } from './site.js'

/** The session: who is logged in, and putting a new session in place after login or logout. */

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

const outsideProvider = Symbol('outside CurrentUserProvider')
const CurrentUserContext = createContext<CurrentUser | null | typeof outsideProvider>(outsideProvider)

/** Reads the session once for the whole app (AppProviders) and hands it down, as SettingsProvider does. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const user = useQuery(currentUserQuery()).data ?? null
  return createElement(CurrentUserContext.Provider, { value: user }, children)
}

/** The logged-in member, or null; the server renders it into the first paint. */
export function useCurrentUser(): CurrentUser | null {
  const user = useContext(CurrentUserContext)
  if (user === outsideProvider)
    throw new Error('useCurrentUser belongs inside CurrentUserProvider (AppProviders)')
  return user
}

/** Queries that are the same for every visitor of the site and may outlive a session. */
const siteWideQueries = new Set<unknown>([...settingsQueryKey, ...companyInfoQueryKey, ...userQueryKey])

/**
 * Puts a new session in place after login, signup, reactivation, logout or deletion. Cached member
 * data of the previous session is dropped so a shared device never shows it to the next person; what
 * is on screen is refetched with the new session.
 */
export function applySession(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(userQueryKey, user)
  queryClient.removeQueries({
    type: 'inactive',
    predicate: (query) => !siteWideQueries.has(query.queryKey[0]),
  })
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] })
}

/** GET /api/logout.php: ends the session on the server. */
export function logout(): Promise<{ ok: boolean }> {
  return apiGet<{ ok: boolean }>('/api/logout.php')
}

export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: logout,
    // A GET that may safely be repeated: retried like the reads, where other mutations never are.
    ...transientRetry,
    onSuccess: async () => {
      // Leave members-only pages first (committed at once), so their guards never see the visitor.
      await navigate('/', { flushSync: true })
      applySession(queryClient, null)
    },
  })
}
