/** A small seeded PRNG so that generated demo data is the same for the same seed on every run. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Whole number in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** True with the given probability. */
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by relative weight; weights need not add up to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T
  /** Normally distributed (Box-Muller). */
  normal(mean: number, deviation: number): number
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[]
}

// mulberry32: tiny, fast and good enough for test data; not for anything secret.
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: (entries) => weightedPick(entries, next()),
    normal: (mean, deviation) => {
      const u = 1 - next()
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next())
    },
    sample: (items, count) => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        ;[copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]]
      }
      return copy.slice(0, count)
    },
  }
}

function weightedPick<T>(entries: readonly (readonly [T, number])[], roll: number): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
  let remaining = roll * total
  for (const [value, weight] of entries) {
    remaining -= weight
    if (remaining < 0) return value
  }
  const last = entries[entries.length - 1]
  if (!last) throw new Error('weighted pick from an empty list')
  return last[0]
}

/** Mixes several numbers into one 32-bit seed, so that related things get unrelated sequences. */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193)
    h ^= h >>> 13
    h = Math.imul(h, 0x5bd1e995)
    h ^= h >>> 15
  }
  return h >>> 0
}
