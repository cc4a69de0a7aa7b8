import { LRUCache } from 'lru-cache'

/**
 * The one in-process cache of the server, for answers that may be a little old (a site's settings, counts,
 * visitors' search pages, cards in realtime frames). Entries expire after `ttlMs`; when `max` entries are
 * held the least recently used goes first, so that no input (a forged Host, a rare filter) can grow it
 * without bound. Callers asking for the same key at once share one load, and a load that fails is not kept.
 * Null is kept like any other answer: an unknown host stays unknown for `ttlMs`.
 */
export class TtlCache<V, K extends string | number = string> {
  private readonly entries: LRUCache<K, { value: V }, () => Promise<V>>

  /**
   * `sizeOf` and `maxSize` bound the entries by what they hold rather than by their number alone: a value
   * larger than `maxSize` is handed out but not kept.
   */
  constructor(options: { ttlMs: number; max: number; maxSize?: number; sizeOf?: (value: V) => number }) {
    const { sizeOf, maxSize } = options
    this.entries = new LRUCache({
      max: options.max,
      ttl: options.ttlMs,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
      ...(sizeOf && maxSize
        ? { maxSize, sizeCalculation: (entry: { value: V }) => Math.max(1, Math.ceil(sizeOf(entry.value))) }
        : {}),
    })
  }

  /** The cached value, or the one `load` gives (then kept). */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const entry = await this.entries.fetch(key, { context: load })
    if (!entry) throw new Error(`The cache lost the load of ${key}`)
    return entry.value
  }

  clear(): void {
    this.entries.clear()
  }
}
