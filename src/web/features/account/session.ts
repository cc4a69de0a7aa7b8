import type { QueryClient } from '@tanstack/react-query'
import { companyInfoQueryKey, settingsQueryKey } from '../site/api/settings.js'
import { type CurrentUser, userQueryKey } from '../site/api/user.js'

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
