import { useSyncExternalStore } from 'react'
import type { MemberCard } from '#shared/api/members.js'

/**
 * The member the 'New like!' modal shows. A small store of its own: a like anywhere (profile, card,
 * swipe game, auto-like) opens the one modal that the default layout holds.
 */
export interface ShownLike {
  member: MemberCard
  /** 'match' when both like each other now; 'like' when only they liked the viewer (auto-like). */
  kind: 'match' | 'like'
}

let current: ShownLike | null = null
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

export function showMatch(member: MemberCard, kind: ShownLike['kind'] = 'match'): void {
  current = { member, kind }
  notify()
}

/** What the modal shows now (for code outside React, and tests). */
export function shownMatch(): ShownLike | null {
  return current
}

export function hideMatch(): void {
  current = null
  notify()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useMatchShown(): ShownLike | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
