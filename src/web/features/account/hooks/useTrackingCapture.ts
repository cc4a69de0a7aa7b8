import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { captureTracking, sessionStore } from '#web/lib/tracking.js'

/** Remembers the landing URL's traffic source for the visit, so signup still has it pages later. */
export function useTrackingCapture(): void {
  const { search, pathname } = useLocation()
  useEffect(() => captureTracking(sessionStore(), search, pathname), [search, pathname])
}
