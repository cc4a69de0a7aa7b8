import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  PostbackConfig,
  PostbackConfigInput,
  PostbacksResponse,
  TrafficGroup,
  TrafficResponse,
} from '#shared/api/staff-traffic.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { staffKey } from './me.js'

export interface TrafficFilters {
  site: number
  from: string
  to: string
  group: TrafficGroup
  network?: string
}

/** The API path of a report; the parameters in a fixed order, so one report has one cache entry. */
export function trafficPath(filters: TrafficFilters): string {
  const query = new URLSearchParams({
    site: String(filters.site),
    from: filters.from,
    to: filters.to,
    group: filters.group,
    ...(filters.network ? { network: filters.network } : {}),
  })
  return `/api/staff/traffic.php?${query}`
}

/** GET /api/staff/traffic.php: the figures per traffic source over a period. */
export function useTrafficReport(filters: TrafficFilters | null) {
  const path = filters ? trafficPath(filters) : ''
  return useQuery({
    queryKey: [staffKey, 'traffic', path] as const,
    queryFn: () => apiGet<TrafficResponse>(path),
    enabled: filters !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  })
}

export function postbacksQuery(site: number) {
  return queryOptions({
    queryKey: [staffKey, 'postbacks', site] as const,
    queryFn: () => apiGet<PostbacksResponse>(`/api/staff/postbacks.php?site=${site}`),
    staleTime: 15_000,
  })
}

/** GET /api/staff/postbacks.php: a site's postback templates and its latest postbacks. */
export function usePostbacks(site: number | null) {
  return useQuery({ ...postbacksQuery(site ?? 0), enabled: site !== null })
}

function useRefreshPostbacks() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: [staffKey, 'postbacks'] })
}

/** PUT /api/staff/postback-config.php: adds a network's postback or changes it. */
export function useSavePostbackConfig() {
  const refresh = useRefreshPostbacks()
  return useMutation({
    mutationFn: (input: PostbackConfigInput) =>
      apiRequest<{ config: PostbackConfig }>('PUT', '/api/staff/postback-config.php', input),
    onSuccess: refresh,
  })
}

/** DELETE /api/staff/postback-config.php. */
export function useRemovePostbackConfig() {
  const refresh = useRefreshPostbacks()
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ removed: true }>('DELETE', '/api/staff/postback-config.php', { id }),
    onSuccess: refresh,
  })
}
