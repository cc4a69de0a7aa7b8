const key = 'chunk-reload-at'
const minimumGapMs = 60_000

/**
 * After a deploy, a page may ask for a script file that no longer exists. One full reload fetches the
 * new files; at most once a minute, so a real outage cannot loop (docs/product.md §8).
 */
export function reloadOnceAfterChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
): boolean {
  const last = Number(storage.getItem(key) ?? 0)
  if (now - last < minimumGapMs) return false
  storage.setItem(key, String(now))
  return true
}
