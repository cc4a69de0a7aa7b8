import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it, vi } from 'vitest'
import { TtlCache } from './cache.js'

describe('TtlCache', () => {
  it('loads once and keeps the answer until it expires, null included', async () => {
    const cache = new TtlCache<string | null>({ ttlMs: 40, max: 10 })
    const load = vi.fn(async () => null)
    expect(await cache.getOrLoad('a', load)).toBeNull()
    expect(await cache.getOrLoad('a', load)).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
    await sleep(80)
    await cache.getOrLoad('a', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one load between callers asking at once', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, max: 10 })
    let loads = 0
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5))
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([1, 1])
    expect(loads).toBe(1)
  })

  it('keeps nothing of a load that failed', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1000, max: 10 })
    await expect(cache.getOrLoad('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.getOrLoad('k', async () => 7)).toBe(7)
  })

  it('holds at most max entries, dropping the least recently used', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 60_000, max: 2 })
    const load = vi.fn(async () => 'x')
    await cache.getOrLoad(1, load)
    await cache.getOrLoad(2, load)
    await cache.getOrLoad(1, load)
    await cache.getOrLoad(3, load)
    expect(load).toHaveBeenCalledTimes(3)
    await cache.getOrLoad(1, load)
    expect(load).toHaveBeenCalledTimes(3)
    await cache.getOrLoad(2, load)
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('holds at most maxSize by what the entries weigh, and does not keep one heavier than that', async () => {
    const cache = new TtlCache<number[]>({
      ttlMs: 60_000,
      max: 10,
      maxSize: 5,
      sizeOf: (list) => list.length,
    })
    const load = vi.fn(async (n: number) => Array.from({ length: n }, (_, i) => i))
    await cache.getOrLoad('three', () => load(3))
    await cache.getOrLoad('two', () => load(2))
    await cache.getOrLoad('three', () => load(3))
    expect(load).toHaveBeenCalledTimes(2)
    // Four more do not fit beside the five held: the least recently used go until they do.
    await cache.getOrLoad('four', () => load(4))
    await cache.getOrLoad('three', () => load(3))
    expect(load).toHaveBeenCalledTimes(4)
    expect(await cache.getOrLoad('six', () => load(6))).toHaveLength(6)
    await cache.getOrLoad('six', () => load(6))
    expect(load).toHaveBeenCalledTimes(6)
  })

  it('forgets everything on clear', async () => {
    const cache = new TtlCache<number>({ ttlMs: 60_000, max: 10 })
    const load = vi.fn(async () => 1)
    await cache.getOrLoad('k', load)
    cache.clear()
    await cache.getOrLoad('k', load)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
