import { useSyncExternalStore } from 'react'
import type { PushPayload } from '#shared/api/push.js'

/**
 * docs/product.md §3 Push state: unknown (null), not subscribed (false), the subscription, or refused by the
 * member.
 */
export type PushSubscribed = null | false | PushSubscriptionJSON | 'denied'

/** A push as the page heard of it from the service worker; each one is a new object. */
export interface PushMessage extends PushPayload {
  receivedAt: number
}

export interface PushState {
  isCapable: boolean
  isSubscribed: PushSubscribed
  lastMessage: PushMessage | null
}

const initialState: PushState = { isCapable: false, isSubscribed: null, lastMessage: null }
let state = initialState
const listeners = new Set<() => void>()

export function getPushState(): PushState {
  return state
}

export function setPushState(patch: Partial<PushState>): void {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

export function subscribePushState(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The push state; the server's render knows nothing of the browser and sees the initial state. */
export function usePushState(): PushState {
  return useSyncExternalStore(subscribePushState, getPushState, () => initialState)
}

/**
 * The last push the service worker passed to this page (docs/product.md §4 Refresh: a change reloads chats
 * and likes). Compare by identity: every push is a new object, even with the same text.
 */
export function useLastPushMessage(): PushMessage | null {
  return usePushState().lastMessage
}

/** Polling waits longer while pushes arrive (docs/product.md §7): true only with a subscription in place. */
export function useIsPushSubscribed(): boolean {
  const { isSubscribed } = usePushState()
  return isSubscribed !== null && isSubscribed !== false && isSubscribed !== 'denied'
}
