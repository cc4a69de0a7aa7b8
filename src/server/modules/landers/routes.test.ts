import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateMembers } from '#server/db/seed/members.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { homeMemberCount, landerDesigns, landerMemberCounts } from '#shared/api/landers.js'
import { postSignup, sessionCookie } from '../members/fixtures.js'

const cardKeys = ['age', 'city', 'country', 'fictional', 'id', 'main_image', 'name', 'online'].sort()

describe.each(engines)('landers [%s]', (engine) => {
  let t: TestApp
  let ids: number[] = []
  let northHolland = 0
  let cookie = ''
  let viewerId = 0

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amora-landers-'))
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } })
    const generated = await generateMembers(t.db, { siteId: t.siteId, count: 48, dataDir, seed: 11 })
    // Landers show members with a photo only: those are the ones these tests count on.
    const withPhoto = await t.db
      .selectFrom('profiles')
      .select('user_id')
      .where('user_id', 'in', generated)
      .where('has_photo', '=', 1)
      .orderBy('user_id')
      .execute()
    ids = withPhoto.map((row) => row.user_id).slice(0, 40)
    expect(ids).toHaveLength(40)
    const regions = await t.db
      .selectFrom('regions')
      .select(['id', 'code'])
      .where('country', '=', 'NL')
      .execute()
    northHolland = regions.find((r) => r.code === 'NH')?.id ?? 0
    const utrecht = regions.find((r) => r.code === 'UT')?.id ?? 0
    // A known country and region for all: 30 in Utrecht, the first 10 in Noord-Holland, all visible.
    await t.db.updateTable('profiles').set({ searchable: 0 }).where('user_id', 'not in', ids).execute()
    const hourAgo = Date.now() - 3_600_000
    for (const [index, id] of ids.entries()) {
      await t.db
        .updateTable('profiles')
        .set({
          country: 'NL',
          region_id: utrecht,
          searchable: 1,
          status: 'active',
          last_active_at: hourAgo - index,
        })
        .where('user_id', '=', id)
        .execute()
    }
    await t.db
      .updateTable('profiles')
      .set({ region_id: northHolland, last_active_at: 1 })
      .where('user_id', 'in', ids.slice(0, 10))
      .execute()
    await t.db.updateTable('users').set({ status: 'active' }).where('id', 'in', ids).execute()
    const signup = await postSignup(t, { email: 'lander@example.com', name: 'Viewer' })
    cookie = sessionCookie(signup)
    viewerId = Number(signup.json().user.id)
  }, 120_000)
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: 'localhost', ...headers } })

  it.each(landerDesigns)('answers the %s lander with members of the visitor country', async (design) => {
    const response = await get(`/api/lander.php?design=${design}`)
    expect(response.statusCode).toBe(200)
    const { lander } = response.json()
    expect(lander.design).toBe(design)
    expect(lander.country).toBe('NL')
    expect(lander.place).toBeNull()
    expect(lander.members).toHaveLength(landerMemberCounts[design])
    for (const member of lander.members) {
      expect(Object.keys(member).sort()).toEqual(cardKeys)
      expect(member.country).toBe('NL')
      expect(member.main_image.url).toMatch(/^\/cdn\//)
    }
    expect(lander.online_count === null).toBe(design !== 'alonetonight')
    expect(lander.map === null).toBe(design !== 'maplanding')
  })

  it('shows the most recently active members first', async () => {
    const { lander } = (await get('/api/lander.php?design=gallery')).json()
    const shown = lander.members.map((m: { id: number }) => m.id)
    // The Noord-Holland members were last active long ago: none of them makes the first 24 of 40.
    expect(shown.filter((id: number) => ids.slice(0, 10).includes(id))).toHaveLength(
      Math.max(0, landerMemberCounts.gallery - 30),
    )
  })

  it('puts the members of a named town or region first and names the place', async () => {
    const town = (await get('/api/lander.php?design=video&slug=haarlem')).json().lander
    expect(town.place).toEqual({ name: 'Haarlem', kind: 'city', region: 'noord-holland' })
    const first = town.members.slice(0, 10).map((m: { id: number }) => m.id)
    expect(first.sort()).toEqual(ids.slice(0, 10).sort())
    expect(town.members).toHaveLength(landerMemberCounts.video)
    const region = (await get('/api/lander.php?design=gallery&slug=noord-holland')).json().lander
    expect(region.place).toEqual({ name: 'Noord-Holland', kind: 'region', region: 'noord-holland' })
  })

  it('keeps the default text for a slug that is no place of the country', async () => {
    for (const slug of ['berlin', 'tonight', 'x']) {
      const response = await get(`/api/lander.php?design=alonetonight&slug=${slug}`)
      expect(response.statusCode).toBe(200)
      expect(response.json().lander.place).toBeNull()
    }
  })

  it('counts members per region for the map and draws the towns', async () => {
    const { map } = (await get('/api/lander.php?design=maplanding')).json().lander
    expect(map.width).toBeGreaterThan(100)
    expect(map.height).toBeGreaterThan(100)
    expect(map.towns.length).toBeGreaterThan(10)
    for (const town of map.towns) {
      expect(town.x).toBeGreaterThanOrEqual(0)
      expect(town.x).toBeLessThanOrEqual(map.width)
      expect(town.y).toBeLessThanOrEqual(map.height)
    }
    const counts = Object.fromEntries(
      map.regions.map((r: { slug: string; count: number }) => [r.slug, r.count]),
    )
    expect(counts['noord-holland']).toBe(10)
    expect(counts.utrecht).toBe(30)
    expect(map.regions[0].slug).toBe('utrecht')
    expect(map.regions).toHaveLength(12)
  })

  it('counts the members online now for alonetonight', async () => {
    await t.db
      .updateTable('profiles')
      .set({ last_active_at: Date.now() })
      .where('user_id', 'in', ids.slice(10, 13))
      .execute()
    const { lander } = (await get('/api/lander.php?design=alonetonight')).json()
    expect(lander.online_count).toBe(3)
    expect(lander.members.filter((m: { online: boolean }) => m.online)).toHaveLength(3)
  })

  it("answers the home page's faces of the visitor's country and how many are online", async () => {
    const response = await get('/api/home.php', { cookie: 'i18n_redirected=de' })
    expect(response.statusCode).toBe(200)
    const { home } = response.json()
    expect(home.country).toBe('NL')
    expect(home.online_count).toBe(3)
    expect(home.members).toHaveLength(homeMemberCount)
    expect(Object.keys(home.members[0]).sort()).toEqual(cardKeys)
    // The three online now first, then the most recently active of the others.
    expect(home.members.slice(0, 3).map((m: { online: boolean }) => m.online)).toEqual([true, true, true])
    expect(home.members.slice(3, 5).map((m: { id: number }) => m.id)).toEqual([ids[13], ids[14]])
    expect(home.members.every((m: { main_image: unknown }) => m.main_image !== null)).toBe(true)
  })

  it('refuses parameters on the home page call, in the visitor language', async () => {
    const response = await get('/api/home.php?country=DE', { cookie: 'i18n_redirected=pl' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('validation_failed')
  })

  it('leaves out hidden members and those the viewer blocked', async () => {
    const hidden = ids[12] as number
    const blocked = ids[11] as number
    await t.db.updateTable('profiles').set({ searchable: 0 }).where('user_id', '=', hidden).execute()
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: viewerId, blocked_id: blocked, created_at: Date.now() })
      .execute()
    const visitor = (await get('/api/lander.php?design=gallery'))
      .json()
      .lander.members.map((m: { id: number }) => m.id)
    expect(visitor).not.toContain(hidden)
    expect(visitor).toContain(blocked)
    const member = (await get('/api/lander.php?design=gallery', { cookie }))
      .json()
      .lander.members.map((m: { id: number }) => m.id)
    expect(member).not.toContain(hidden)
    expect(member).not.toContain(blocked)
    expect((await get(`/api/member-landing.php?id=${blocked}`, { cookie })).statusCode).toBe(404)
    expect((await get(`/api/member-landing.php?id=${blocked}`)).statusCode).toBe(200)
    expect((await get(`/api/member-landing.php?id=${hidden}`)).statusCode).toBe(404)
  })

  it('refuses unknown designs, malformed slugs and extra parameters with 400', async () => {
    for (const query of [
      '',
      'design=nope',
      'design=gallery&slug=Big%20City',
      'design=gallery&slug=-x',
      'design=gallery&page=2',
    ]) {
      const response = await get(`/api/lander.php?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.code).toBe('validation_failed')
    }
  })

  it('answers a member landing with the member and others of the country', async () => {
    const id = ids[20] as number
    const response = await get(`/api/member-landing.php?id=${id}`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(Object.keys(body.member).sort()).toEqual(cardKeys)
    expect(body.member.id).toBe(id)
    expect(body.members).toHaveLength(8)
    expect(body.members.map((m: { id: number }) => m.id)).not.toContain(id)
  })

  it('answers 404 for an unknown member landing and 400 for a bad id', async () => {
    expect((await get('/api/member-landing.php?id=999999')).statusCode).toBe(404)
    expect((await get('/api/member-landing.php?id=999999')).json().error.code).toBe('not_found')
    for (const query of ['', 'id=abc', 'id=0', 'id=-3', 'id=1&x=2']) {
      expect((await get(`/api/member-landing.php?${query}`)).statusCode, query).toBe(400)
    }
  })

  it('lets a member open their own landing', async () => {
    const response = await get(`/api/member-landing.php?id=${viewerId}`, { cookie })
    // The new account is not confirmed yet, so it is hidden from others and from itself alike.
    expect(response.statusCode).toBe(404)
  })
})
