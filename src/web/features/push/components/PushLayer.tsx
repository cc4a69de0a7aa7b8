import { useEffect, useRef } from 'react'
import { startPushWorker, syncSubscription } from '#web/lib/push/pushClient.js'
import { usePushState } from '#web/lib/push/pushState.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useSettings } from '#web/lib/site.js'
import { sendPageHiddenBeacons } from '../pageHidden.js'

/**
 * Runs on every page, in the browser only: registers the push service worker and keeps the push state
 * (docs/product.md §3); for a logged-in member, tells the server this browser's subscription once per member
 * and sends the page-hidden beacon (docs/product.md §7).
 */
export function PushLayer() {
  const user = useCurrentUser()
  const publicKey = useSettings().push_public_key
  const { isSubscribed } = usePushState()
  const syncedFor = useRef<number | null>(null)

  useEffect(() => {
    startPushWorker(publicKey).catch(() => {
      // A browser that refuses the worker (private mode, policies) simply has no push.
    })
  }, [publicKey])

  const userId = user?.id ?? null
  useEffect(() => {
    if (userId === null || !isSubscribed || isSubscribed === 'denied') return
    if (syncedFor.current === userId) return
    syncedFor.current = userId
    syncSubscription().catch(() => {
      syncedFor.current = null
    })
  }, [userId, isSubscribed])

  useEffect(() => (userId === null ? undefined : sendPageHiddenBeacons()), [userId])

  return null
}
