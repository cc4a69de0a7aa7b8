import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Counts the visit of a lander or the home page, first party. Loaded after the page is interactive, in its
 * own small chunk, so it adds nothing to the scripts the page needs first.
 */
export function useVisitBeacon(): void {
  const { search, pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: one beacon per visit, from the page it began on
  useEffect(() => {
    void import('#web/lib/visit.js').then((visit) => visit.sendVisit(search, pathname))
  }, [])
}
