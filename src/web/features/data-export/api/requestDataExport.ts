import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DataExportResponse } from '#shared/api/data-exports.js'
import { apiRequest } from '#web/lib/api.js'
import { dataExportKey } from './dataExport.js'

/** POST /api/data-export.php: asks for an export; the answer is the new state. */
export function useRequestDataExport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<DataExportResponse>('POST', '/api/data-export.php', {}),
    onSuccess: (answer) => queryClient.setQueryData(dataExportKey, answer),
  })
}
