import { useEffect } from 'react'

interface BadgeNavigator {
  setAppBadge?: (count?: number) => Promise<void>
  clearAppBadge?: () => Promise<void>
}

/**
 * The app-icon badge: unread messages plus new likes, where the device supports it (docs/product.md §4);
 * failures are ignored.
 */
export function useAppBadge(count: number | null) {
  useEffect(() => {
    if (count === null || typeof navigator === 'undefined') return
    const badge = navigator as Navigator & BadgeNavigator
    try {
      const done = count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.()
      done?.catch(() => {})
    } catch {
      // Some browsers throw instead of rejecting (for example outside an installed app).
    }
  }, [count])
}
