import { QueryClient } from '@tanstack/react-query'
import { userQueryKey } from '../lib/session.js'
import { settingsQueryKey } from '../lib/site.js'

/**
 * A query client holding what every render of the app starts with, as the server renders it in: the site's
 * settings (none, unless the test set some) and the session (a visitor, unless the test set a member).
 */
export function withAppData(queryClient = new QueryClient()): QueryClient {
  if (queryClient.getQueryData(settingsQueryKey) === undefined)
    queryClient.setQueryData(settingsQueryKey, { settings: {} })
  if (queryClient.getQueryData(userQueryKey) === undefined) queryClient.setQueryData(userQueryKey, null)
  return queryClient
}
