import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useSettings } from './site.js'
import { readTracking, sessionStore, trackingFromSearch } from './tracking.js'

/**
 * Whether this visitor may sign up (docs/product.md §4 Signups setting), as the server will decide: `all`
 * lets everyone, `with_trafficsource` only visitors with a traffic source (`network`) in the URL or kept from
 * their landing; any other value, and invite-only sites, let nobody. The kept source is read after
 * hydration, since the server cannot see it.
 */
export function useSignupsOpen(): boolean {
  const settings = useSettings()
  const { search } = useLocation()
  const [storedNetwork, setStoredNetwork] = useState<string | undefined>(undefined)
  useEffect(() => setStoredNetwork(readTracking(sessionStore())?.network), [])
  if (settings.invite_only) return false
  if (settings.signups === 'all') return true
  if (settings.signups !== 'with_trafficsource') return false
  return Boolean(trackingFromSearch(search)?.network ?? storedNetwork)
}
