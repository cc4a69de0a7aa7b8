import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { WarningReadInput, WarningsResponse } from '#shared/api/warnings.js'
import { apiGet, apiRequest } from '#web/lib/api.js'

export function warningsQuery() {
  return queryOptions({
    queryKey: ['warnings'] as const,
    queryFn: () => apiGet<WarningsResponse>('/api/warnings.php'),
    staleTime: 60_000,
  })
}

/** GET /api/warnings.php: the member's warnings from the staff they have not confirmed yet. */
export function useWarnings() {
  return useQuery(warningsQuery())
}

/** PUT /api/warnings.php: confirms reading one; the answer is the warnings still unread. */
export function useConfirmWarning() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: WarningReadInput) => apiRequest<WarningsResponse>('PUT', '/api/warnings.php', input),
    onSuccess: (answer) => queryClient.setQueryData(warningsQuery().queryKey, answer),
  })
}
