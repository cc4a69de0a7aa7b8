import { useCallback, useEffect, useState } from 'react'
import { whenHydrated } from './hydrateLater.js'
import { clearLocalFlag, type LocalFlag, readLocalFlag, setLocalFlag } from './localFlags.js'

/**
 * A local flag as state. It lives in the browser, so it is read once the whole page is hydrated and the
 * first paint matches the server's: `at` is undefined until then, afterwards the time it was set or null.
 */
export function useLocalFlag(name: LocalFlag) {
  const [at, setAt] = useState<number | null | undefined>(undefined)
  useEffect(() => whenHydrated(() => setAt(readLocalFlag(name))), [name])
  const set = useCallback(() => {
    const now = Date.now()
    setLocalFlag(name, now)
    setAt(now)
  }, [name])
  const clear = useCallback(() => {
    clearLocalFlag(name)
    setAt(null)
  }, [name])
  return { at, set, clear }
}
