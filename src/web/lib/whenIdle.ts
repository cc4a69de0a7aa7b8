import { useEffect } from 'react'

/** How long a browser without requestIdleCallback (Safari) waits before the idle work. */
const fallbackDelayMs = 2_000

/**
 * Runs `work` once the browser is idle after the page has loaded: for fetching the chunk a visitor is likely to
 * need next, without competing with what the page needs now. Answers a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 10_000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(work, fallbackDelayMs)
  return () => window.clearTimeout(id)
}

/**
 * Loads `next` (a page's chunk) once the page is idle, when `wanted`; a failed prefetch is forgotten, the
 * navigation loads it again.
 */
export function usePrefetchWhenIdle(next: () => Promise<unknown>, wanted = true) {
  useEffect(() => {
    if (wanted) return whenIdle(() => void next().catch(() => undefined))
  }, [next, wanted])
}
