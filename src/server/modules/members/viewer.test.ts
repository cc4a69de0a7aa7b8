import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { insertMember } from './fixtures.js'
import { loadViewer } from './viewer.js'

describe.each(engines)('loadViewer [%s]', (engine) => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  it("gives the viewer's profile as member lists need it", async () => {
    const viewer = await insertMember(t.db, t.siteId, { gender: 'male', country: 'DE' })
    await t.db
      .updateTable('profiles')
      .set({ latitude: 52.5, longitude: 13.4 })
      .where('user_id', '=', viewer)
      .execute()
    expect(await loadViewer(t.db, viewer)).toEqual({
      profile: { country: 'DE', gender: 'male', sexuality: 'hetero', latitude: 52.5, longitude: 13.4 },
      blocked: [],
    })
  })

  it('gives no profile to an account without one (staff), and still its blocks', async () => {
    const now = Date.now()
    const staff = await t.db
      .insertInto('users')
      .values({
        site_id: t.siteId,
        email: `viewer.${now}@s.test`,
        signup_date: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const member = await insertMember(t.db, t.siteId)
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: member, blocked_id: staff.id, created_at: now })
      .execute()
    expect(await loadViewer(t.db, staff.id)).toEqual({ profile: null, blocked: [member] })
  })
})
