import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ModerationQueueResponse } from '#shared/api/staff-moderation.js'
import { apiGet } from '#web/lib/api.js'
import { staffKey } from './me.js'

export type ModerationKind = 'photos' | 'texts'

/** GET /api/staff/moderation.php?site=&kind=: the site's oldest waiting photos or texts (moderators, admins). */
export function moderationQueueQuery(site: number, kind: ModerationKind) {
  return queryOptions({
    queryKey: [staffKey, 'moderation', site, kind] as const,
    queryFn: () => apiGet<ModerationQueueResponse>(`/api/staff/moderation.php?site=${site}&kind=${kind}`),
    staleTime: 10_000,
  })
}

export function useModerationQueue(site: number, kind: ModerationKind) {
  return useQuery({ ...moderationQueueQuery(site, kind), enabled: site > 0 })
}
