import { useEffect, useSyncExternalStore } from 'react'
import {
  type GeolocationState,
  geolocationStore,
  initialGeolocationState,
  type LocateOutcome,
} from './geolocation.js'

const serverSnapshot = () => initialGeolocationState

/**
 * The geolocation permission (unsupported, unknown, granted, denied, prompt), the last geocode and a
 * `locate()` that asks for the position and its town. The server renders the unknown state; the browser
 * finds out after mounting.
 */
export function useGeolocation(): GeolocationState & { locate: () => Promise<LocateOutcome> } {
  const state = useSyncExternalStore(geolocationStore.subscribe, geolocationStore.getSnapshot, serverSnapshot)
  useEffect(() => {
    void geolocationStore.watchPermission()
  }, [])
  return { ...state, locate: geolocationStore.locate }
}
