import { useSyncExternalStore } from 'react'
import { isHydrated, whenHydrated } from './hydrateLater.js'

/**
 * False on the server and while hydrating, true once the whole page is (its parts hydrated in turns included):
 * for what only the browser knows (its time zone for chat times, local storage), which must not differ between
 * the server's HTML and hydration, and for what may wait until the page listens (the suggestions).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(whenHydrated, isHydrated, () => false)
}
