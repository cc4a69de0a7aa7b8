import { useIsPushSubscribed, useLastPushMessage } from '../lib/push/pushState.js'

/**
 * What polling needs from the push state (docs/product.md §3 Push state): whether this browser is subscribed
 * (polling then waits 5 minutes instead of 1), and the last pushed message (a new one reloads chats and
 * likes).
 */
export interface PushSignals {
  subscribed: boolean
  lastMessage: unknown
}

export function usePushSignals(): PushSignals {
  return { subscribed: useIsPushSubscribed(), lastMessage: useLastPushMessage() }
}
