import { type Tracking, trackingKeys, trackingSchema } from '#shared/api/account.js'

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
    if (value && trackingSchema.shape[key].safeParse(value).success) tracking[key] = value
  }
  return Object.keys(tracking).length > 0 ? tracking : null
}

export function readTracking(store: KeyValueStore | null): Tracking | undefined {
  try {
    const raw = store?.getItem(trackingStorageKey)
    if (!raw) return undefined
    const parsed = trackingSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
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
  const landing = trackingSchema.shape.landing_path.safeParse(pathname)
  const tracking = landing.success && landing.data ? { ...found, landing_path: landing.data } : found
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
