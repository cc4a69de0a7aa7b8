import { queryOptions } from '@tanstack/react-query'
import type { InfoPage, InfoPageResponse } from '#shared/api/info-pages.js'
import { apiGet } from '#web/lib/api.js'
import { browserQueryClient, fetchUncached } from '#web/lib/queryClient.js'

/** GET /api/page.php?name=: one info page in the visitor's language. */
export function infoPageQuery(name: string) {
  return queryOptions({
    queryKey: ['info-page', name],
    queryFn: () => apiGet<InfoPageResponse>(`/api/page.php?name=${encodeURIComponent(name)}`),
  })
}

export function fetchInfoPage(name: string): Promise<InfoPage> {
  return fetchUncached(browserQueryClient(), infoPageQuery(name)).then((r) => r.page)
}
