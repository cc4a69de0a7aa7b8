/** Flags kept in the browser, each with the time it was set (docs/product.md §3 Local flags). */
export type LocalFlag =
  | 'entry-warning-dismissed'
  | 'hide-enrich-alert'
  | 'hide-push-notification-alert'
  | 'hide-disabled-notifications-alert'
  | 'hide-time-bonus-modal'
  | 'hide-time-bonus-prompt'

export function readLocalFlag(name: LocalFlag): number | null {
  try {
    const raw = window.localStorage.getItem(name)
    if (!raw) return null
    const at = (JSON.parse(raw) as { at?: unknown }).at
    return typeof at === 'number' ? at : null
  } catch {
    return null
  }
}

export function setLocalFlag(name: LocalFlag, at = Date.now()): void {
  try {
    window.localStorage.setItem(name, JSON.stringify({ at }))
  } catch {
    // Private browsing may refuse storage; the flag then lasts for this page only.
  }
}

export function clearLocalFlag(name: LocalFlag): void {
  try {
    window.localStorage.removeItem(name)
  } catch {
    // Nothing was stored where storage is refused.
  }
}

/** Installed-app (standalone) mode, where some behaviour differs (docs/product.md §1). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true
}
