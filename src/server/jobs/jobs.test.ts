import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '../test/harness.js'
import { releaseLease, takeLease } from './leases.js'

describe.each(engines)('jobs [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  it('gives a lease to one holder at a time, and to another once it runs out or is released', async () => {
    const results = await Promise.all(
      ['a', 'b', 'c'].map((holder) => takeLease(t.db, 'digest', 60_000, holder)),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await takeLease(t.db, 'short', -1, 'a')).toBe(true)
    expect(await takeLease(t.db, 'short', 60_000, 'b')).toBe(true)
    await releaseLease(t.db, 'short', 'b')
    expect(await takeLease(t.db, 'short', 60_000, 'c')).toBe(true)
  })
})
