import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { readTracking, sessionStore, trackingFromSearch } from '#web/lib/tracking.js'

/**
 * The visitor's traffic source (`network`): from the URL, or kept from the landing page of this visit.
 * The stored one is read after hydration, since the server cannot see it.
 */
export function useTrafficSource(): string | undefined {
  const { search } = useLocation()
  const [stored, setStored] = useState<string | undefined>(undefined)
  useEffect(() => setStored(readTracking(sessionStore())?.network), [])
  return trackingFromSearch(search)?.network ?? stored
}
