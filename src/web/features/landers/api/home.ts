import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import type { HomeResponse } from '#shared/api/landers.js'
import { apiGet } from '#web/lib/api.js'
import { serverLoadContext } from '#web/serverContext.js'

const homePath = '/api/home.php'

/** GET /api/home.php: the home page's faces and online count, of the visitor's country. */
export function homeQuery() {
  return queryOptions({ queryKey: ['home'], queryFn: () => apiGet<HomeResponse>(homePath) })
}

export function useHome() {
  return useQuery({ ...homeQuery(), select: (answer) => answer.home })
}

/**
 * On the server the faces go into the first paint's query cache. In the browser the loader waits for
 * nothing: leaving a member page for the home page (logging out) must commit at once, and the page's
 * query loads the faces meanwhile. A failure leaves the cache empty, and the page draws without faces.
 */
export async function homeLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const server = serverLoadContext(context)
  if (!server) return null
  await server.api<HomeResponse>(homePath).then(
    (answer) => server.queryClient.setQueryData(homeQuery().queryKey, answer),
    () => undefined,
  )
  return null
}
