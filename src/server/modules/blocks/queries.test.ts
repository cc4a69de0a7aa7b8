import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { insertMember } from '../members/fixtures.js'
import { loadViewer } from '../members/viewer.js'
import { blockedEitherWay } from './queries.js'

describe.each(engines)('blockedEitherWay [%s]', (engine) => {
  let t: TestApp
  const ids: number[] = []

  beforeAll(async () => {
    t = await createTestApp(engine)
    for (let i = 0; i < 506; i++) ids.push(await insertMember(t.db, t.siteId, {}))
  })
  afterAll(() => t.close())

  const block = (blocker: number, blocked: number) =>
    t.db
      .insertInto('blocks')
      .values({ blocker_id: blocker, blocked_id: blocked, created_at: Date.now() })
      .execute()

  // Member lists read the same list with the viewer's profile, in one statement on PostgreSQL (loadViewer).
  const blockedOf = async (viewer: number) => {
    const list = await blockedEitherWay(t.db, viewer)
    const sorted = (ids: number[] | null) => ids && [...ids].sort((a, b) => a - b)
    expect(sorted((await loadViewer(t.db, viewer)).blocked)).toEqual(sorted(list))
    return list
  }

  it('lists the members blocked and the blockers once each, and none for a member without blocks', async () => {
    const [viewer, blocked, blocker, both, stranger] = ids as [number, number, number, number, number]
    await block(viewer, blocked)
    await block(blocker, viewer)
    await block(viewer, both)
    await block(both, viewer)
    const list = await blockedOf(viewer)
    expect(list?.sort((a, b) => a - b)).toEqual([blocked, blocker, both].sort((a, b) => a - b))
    expect(await blockedOf(stranger)).toEqual([])
  })

  it('gives null when one direction holds more than the short list', async () => {
    const viewer = ids[5] as number
    for (const id of ids.slice(6, 6 + 499)) await block(viewer, id)
    expect((await blockedOf(viewer))?.length).toBe(499)
    // 500 blocked by the viewer and 2 blockers: 502 in all.
    await block(viewer, ids[505] as number)
    await block(ids[0] as number, viewer)
    await block(ids[1] as number, viewer)
    expect(await blockedOf(viewer)).toBeNull()
  })
})
