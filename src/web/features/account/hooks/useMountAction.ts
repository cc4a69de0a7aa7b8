import { useEffect, useRef } from 'react'

/**
 * Runs an action once when the page opens, e.g. using a mailed token. StrictMode mounts twice while
 * developing; a token works only once, so the second run must not send it again.
 */
export function useMountAction(action: () => void): void {
  const done = useRef(false)
  const latest = useRef(action)
  latest.current = action
  useEffect(() => {
    if (done.current) return
    done.current = true
    latest.current()
  }, [])
}
