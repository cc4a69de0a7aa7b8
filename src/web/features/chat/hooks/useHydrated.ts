import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while hydrating, true afterwards. Chat times depend on the browser's time
 * zone, which the server does not know: they appear once the page runs in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
