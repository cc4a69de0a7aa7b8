import { useSyncExternalStore } from 'react'
import type { MemberCard } from '../../../../shared/api/members.js'

/**
 * The member the 'New like!' modal shows. A small store of its own: a like anywhere (profile, card,
 * swipe game, auto-like) opens the one modal that the default layout holds.
 */
let current: MemberCard | null = null
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

export function showMatch(member: MemberCard): void {
  current = member
  notify()
}

export function hideMatch(): void {
  current = null
  notify()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useMatchShown(): MemberCard | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
