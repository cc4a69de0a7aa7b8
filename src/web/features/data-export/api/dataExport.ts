import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DataExportResponse } from '#shared/api/data-exports.js'
import { apiGet } from '#web/lib/api.js'

export const dataExportKey = ['data-export'] as const

/** GET /api/data-export.php: the member's latest export of their own data and whether they may ask again. */
export function dataExportQuery() {
  return queryOptions({
    queryKey: dataExportKey,
    queryFn: () => apiGet<DataExportResponse>('/api/data-export.php'),
  })
}

/** While an export is being prepared the state is asked again every few seconds, until it is ready. */
export function useDataExport() {
  return useQuery({
    ...dataExportQuery(),
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status
      return status === 'pending' || status === 'preparing' ? 3000 : false
    },
  })
}
