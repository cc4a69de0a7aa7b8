import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { insertMember, type MemberFacts, sessionUserOf, signupMember } from './fixtures.js'
import { findViewerProfile } from './queries.js'
import { Suggestions } from './suggested.js'

describe.each(engines)('GET /api/suggested.php [%s]', (engine) => {
  let t: TestApp
  let viewer = { id: 0, cookie: '' }
  const m: Record<string, number> = {}

  beforeAll(async () => {
    t = await createTestApp(engine)
    viewer = await signupMember(t, 'Hetero man')
    await t.db
      .updateTable('profiles')
      .set({ gender: 'male', sexuality: 'hetero', country: 'NL' })
      .where('user_id', '=', viewer.id)
      .execute()
    const now = Date.now()
    const add = async (key: string, facts: MemberFacts) => {
      m[key] = await insertMember(t.db, t.siteId, { hasPhoto: true, lastActiveAt: now - 60_000, ...facts })
    }
    await add('heteroWoman', { gender: 'female', sexuality: 'hetero' })
    await add('biWoman', { gender: 'female', sexuality: 'bi', lastActiveAt: now - 30_000 })
    await add('unknownWoman', { gender: 'female', sexuality: null })
    await add('lesbian', { gender: 'female', sexuality: 'lesbian' })
    await add('heteroMan', { gender: 'male', sexuality: 'hetero' })
    await add('gayMan', { gender: 'male', sexuality: 'gay' })
    await add('noPhoto', { gender: 'female', hasPhoto: false })
    await add('german', { gender: 'female', country: 'DE' })
    await add('hidden', { gender: 'female', searchable: false })
  })
  afterAll(() => t.close())

  const get = (cookie = '') =>
    t.app.inject({ url: '/api/suggested.php', headers: { host: 'localhost', cookie } })
  const ids = (body: { members: { id: number }[] }) => body.members.map((member) => member.id)

  it('suggests women who like men to a hetero man, from his country, with a photo, latest active first', async () => {
    const response = await get(viewer.cookie)
    expect(response.statusCode).toBe(200)
    expect(ids(response.json())).toEqual([m.biWoman, m.heteroWoman, m.unknownWoman])
  })

  it('suggests men who like men to a gay man', async () => {
    await t.db.updateTable('profiles').set({ sexuality: 'gay' }).where('user_id', '=', viewer.id).execute()
    try {
      expect(ids((await get(viewer.cookie)).json())).toEqual([m.gayMan])
    } finally {
      await t.db
        .updateTable('profiles')
        .set({ sexuality: 'hetero' })
        .where('user_id', '=', viewer.id)
        .execute()
    }
  })

  it('suggests visitors anyone with a photo from their country, at most 12', async () => {
    for (let i = 0; i < 12; i++) await insertMember(t.db, t.siteId, { hasPhoto: true, gender: 'male' })
    const response = await get()
    expect(response.statusCode).toBe(200)
    const { members } = response.json()
    expect(members).toHaveLength(12)
    for (const member of members) {
      expect(member.country).toBe('NL')
      expect(member.main_image).not.toBeNull()
    }
    expect(ids({ members }).slice(0, 2)).toEqual([m.biWoman, m.heteroWoman])
  })

  it('lists the same when asking the database directly, as for a viewer with many blocks', async () => {
    const site = await t.sites.findByHost('localhost')
    const profile = await findViewerProfile(t.db, viewer.id)
    if (!site || !profile) throw new Error('no site or profile')
    const user = sessionUserOf(viewer.id, t.siteId)
    const suggestions = new Suggestions(t.db)
    const pooled = await suggestions.suggest(site, { user, profile, blocked: [m.biWoman as number] }, 'NL')
    expect(pooled.map((card) => card.id)).toEqual([m.heteroWoman, m.unknownWoman])
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: viewer.id, blocked_id: m.biWoman as number, created_at: Date.now() })
      .execute()
    try {
      expect(await suggestions.suggest(site, { user, profile, blocked: null }, 'NL')).toEqual(pooled)
    } finally {
      await t.db.deleteFrom('blocks').execute()
    }
  })

  it('refuses parameters with 400', async () => {
    const response = await t.app.inject({
      url: '/api/suggested.php?gender=female',
      headers: { host: 'localhost' },
    })
    expect(response.statusCode).toBe(400)
  })
})
