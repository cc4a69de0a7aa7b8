import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { transientRetry } from '#web/lib/queryClient.js'
import { logout } from '#web/lib/session.js'
import { staffKey } from './me.js'

/** GET /api/logout.php: the site's one logout ends the staff session too; then back to the staff login. */
export function useStaffLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: logout,
    // A GET that may safely be repeated, like the site's own logout.
    ...transientRetry,
    onSuccess: async () => {
      // Off the layout first, so that nothing on screen asks for the staff data being dropped.
      await navigate('/admin/login', { flushSync: true })
      queryClient.removeQueries({ queryKey: [staffKey] })
    },
  })
}
