import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { apiGet } from '../../../lib/api.js'
import { transientRetry } from '../../../lib/queryClient.js'
import { applySession } from '../session.js'

/** GET /api/logout.php: ends the session on the server. */
export function logout(): Promise<{ ok: boolean }> {
  return apiGet<{ ok: boolean }>('/api/logout.php')
}

export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: logout,
    // A GET that may safely be repeated: retried like the reads, where other mutations never are.
    ...transientRetry,
    onSuccess: async () => {
      // Leave members-only pages first (committed at once), so their guards never see the visitor.
      await navigate('/', { flushSync: true })
      applySession(queryClient, null)
    },
  })
}
