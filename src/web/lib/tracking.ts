import {
  checkedValue,
  landingPathRule,
  parseTracking,
  type Tracking,
  trackingKeys,
  trackingValueRule,
} from '#shared/tracking.js'

export const trackingStorageKey = 'amora-tracking'

/** What the browser's sessionStorage offers; tests pass a Map-backed stand-in. */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/**
 * The tracking values of a query string. A value the signup call would refuse is dropped rather than
 * sent, so that a mangled affiliate link never stops someone from signing up.
 */
export function trackingFromSearch(search: string): Tracking | null {
  const params = new URLSearchParams(search)
  const tracking: Tracking = {}
  for (const key of trackingKeys) {
    const value = params.get(key)?.trim()
    const checked = value && checkedValue(value, trackingValueRule)
    if (checked) tracking[key] = checked
  }
  return Object.keys(tracking).length > 0 ? tracking : null
}

export function readTracking(store: KeyValueStore | null): Tracking | undefined {
  try {
    const raw = store?.getItem(trackingStorageKey)
    if (!raw) return undefined
    return parseTracking(JSON.parse(raw))
  } catch {
    return undefined
  }
}

/**
 * Keeps the landing page's tracking for the rest of the visit. The first landing wins: the source that
 * brought the visitor is credited, not a link followed later in the same visit.
 */
export function captureTracking(store: KeyValueStore | null, search: string, pathname = ''): void {
  if (!store || readTracking(store)) return
  const found = trackingFromSearch(search)
  if (!found) return
  const landing = checkedValue(pathname, landingPathRule)
  const tracking = landing ? { ...found, landing_path: landing } : found
  try {
    store.setItem(trackingStorageKey, JSON.stringify(tracking))
  } catch {
    // Storage may be full or refused (private browsing); signup then goes without tracking.
  }
}

/** The browser's sessionStorage, or null where reading it throws (blocked storage). */
export function sessionStore(): KeyValueStore | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
