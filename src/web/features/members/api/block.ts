import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BlockResponse } from '#shared/api/blocks.js'
import { apiRequest } from '#web/lib/api.js'
import { allSearchesQueryKey, allSuggestedQueryKey } from './search.js'

/** POST /api/block.php blocks a member, DELETE /api/block.php unblocks them. */
export function setBlocked(member: number, blocked: boolean): Promise<BlockResponse> {
  return apiRequest<BlockResponse>(blocked ? 'POST' : 'DELETE', '/api/block.php', { member })
}

/** Blocking changes who appears anywhere, so cached searches and suggestions are dropped. */
export function useSetBlocked(member: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(member, blocked),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: allSearchesQueryKey })
      queryClient.removeQueries({ queryKey: allSuggestedQueryKey })
    },
  })
}
