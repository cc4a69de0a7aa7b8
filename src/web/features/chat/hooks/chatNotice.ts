import { useSyncExternalStore } from 'react'
import { ApiError } from '#web/lib/api.js'

/**
 * An error of a chat action that outlives the screen that started it (deleting a conversation leaves it
 * at once): the chat screen shows it in an alert until dismissed.
 */
let current: unknown = null
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

export function reportChatError(error: unknown): void {
  // The session ended: the app logs out and says nothing about this call.
  if (error instanceof ApiError && error.swallowed) return
  current = error
  notify()
}

export function dismissChatError(): void {
  current = null
  notify()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useChatError(): unknown {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
