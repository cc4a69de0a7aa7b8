import { describe, expect, it } from 'vitest'
import { reloadOnceAfterChunkError } from './chunkReload.js'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
  }
}

describe('reloadOnceAfterChunkError', () => {
  it('reloads once, then not again within 60 seconds', () => {
    const storage = memoryStorage()
    expect(reloadOnceAfterChunkError(storage, 1_000_000)).toBe(true)
    expect(reloadOnceAfterChunkError(storage, 1_030_000)).toBe(false)
    expect(reloadOnceAfterChunkError(storage, 1_061_000)).toBe(true)
  })
})
