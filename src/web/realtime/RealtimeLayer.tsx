import { useAppBadge } from '../features/likes/hooks/useAppBadge.js'
import { useCurrentUser } from '../lib/session.js'
import { usePushSignals } from './pushSignals.js'
import { usePolling, useReloadOnPush } from './usePolling.js'
import { useRealtime } from './useRealtime.js'

/**
 * Keeps a member's pages current in every layout: the socket, the polling fallback, reloads on pushes,
 * and the app-icon badge (unread messages plus new likes, docs/product.md §4).
 */
export function RealtimeLayer() {
  const user = useCurrentUser()
  const push = usePushSignals()
  const loggedIn = user !== null
  useRealtime(user?.id ?? null)
  usePolling(loggedIn, push.subscribed)
  useReloadOnPush(loggedIn, push.lastMessage)
  useAppBadge(user ? user.num_unread_messages + user.num_new_likes : null)
  return null
}
