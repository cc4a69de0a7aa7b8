import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StaffDataExportsResponse } from '#shared/api/data-exports.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { staffKey } from './me.js'

export const dataExportsPath = '/api/staff/data-exports.php'

/** The address of a staff copy's ZIP (GET, audited), for a plain download link. */
export function dataExportFileUrl(id: number): string {
  return `/api/staff/data-export-file.php?id=${id}`
}

/** GET /api/staff/data-exports.php?member=: the member's exports, staff copies and their own. */
export function dataExportsQuery(member: number) {
  return queryOptions({
    queryKey: [staffKey, 'data-exports', member] as const,
    queryFn: () => apiGet<StaffDataExportsResponse>(`${dataExportsPath}?member=${member}`),
  })
}

/** Asked again every few seconds while one is being prepared. */
export function useDataExports(member: number) {
  return useQuery({
    ...dataExportsQuery(member),
    refetchInterval: (query) =>
      query.state.data?.exports.some((e) => e.status === 'pending' || e.status === 'preparing')
        ? 3000
        : false,
  })
}

/** POST /api/staff/data-exports.php: prepares a staff copy; answers the list as stored. */
export function usePrepareDataExport(member: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<StaffDataExportsResponse>('POST', dataExportsPath, { member }),
    onSuccess: (answer) => queryClient.setQueryData(dataExportsQuery(member).queryKey, answer),
  })
}
