/**
 * A small in-process cache whose entries expire after a fixed time; the oldest entries go first when it
 * is full. For answers that may be a few seconds old (counts, visitors' search pages).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>()
  // Loads under way: callers asking for the same key at once share one load.
  private readonly loading = new Map<string, Promise<V>>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.until > now) return entry.value
    this.entries.delete(key)
    return undefined
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key)
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
    this.entries.set(key, { value, until: now + this.ttlMs })
  }

  /** The cached value, or the one `load` gives (then kept). */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key)
    if (cached !== undefined) return Promise.resolve(cached)
    let pending = this.loading.get(key)
    if (!pending) {
      pending = load()
        .then((value) => {
          this.set(key, value)
          return value
        })
        .finally(() => this.loading.delete(key))
      this.loading.set(key, pending)
    }
    return pending
  }

  clear(): void {
    this.entries.clear()
  }
}
