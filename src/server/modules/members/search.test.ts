import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { localDate } from '#shared/calendarDays.js'
import { searchPageSize } from '#shared/constants.js'
import { catalogues } from '#shared/i18n/resources.js'
import { insertMember, type MemberFacts, sessionUserOf, signupMember, withSetting } from './fixtures.js'
import { MemberSearch } from './search.js'

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/** A birth date `years` before today on the site's calendar, moved by `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const today = localDate('Europe/Amsterdam')
  const date = new Date(
    Date.UTC(
      Number(today.slice(0, 4)) - years,
      Number(today.slice(5, 7)) - 1,
      Number(today.slice(8, 10)) + days,
    ),
  )
  return date.toISOString().slice(0, 10)
}

const amsterdam = { latitude: 52.37, longitude: 4.9 }
const groningen = { latitude: 53.22, longitude: 6.57 }

describe.each(engines)('GET /api/search.php [%s]', (engine) => {
  let t: TestApp
  let searcher = { id: 0, cookie: '' }
  const m: Record<string, number> = {}
  let regionNH = 0
  let regionBY = 0

  const add = async (key: string, facts: MemberFacts) => {
    m[key] = await insertMember(t.db, t.siteId, { birthDate: bornYearsAgo(30, -100), ...facts })
  }

  beforeAll(async () => {
    t = await createTestApp(engine)
    const regions = await t.db.selectFrom('regions').select(['id', 'country', 'code']).execute()
    regionNH = regions.find((r) => r.country === 'NL' && r.code === 'NH')?.id ?? 0
    regionBY = regions.find((r) => r.country === 'DE' && r.code === 'BY')?.id ?? 0
    searcher = await signupMember(t, 'Searcher')
    await t.db.updateTable('profiles').set(amsterdam).where('user_id', '=', searcher.id).execute()
    const now = Date.now()
    // Matches of gender=female&country=NL&min_age=25&max_age=40, in the order they should come.
    await add('online', { lastActiveAt: now - 2 * minute, hasPhoto: true, ...groningen })
    await add('today', { lastActiveAt: now - 2 * hour, hasPhoto: true })
    await add('todayNoPhoto', { lastActiveAt: now - hour, hasPhoto: false, ...amsterdam })
    await add('far', { lastActiveAt: now - 3 * day, hasPhoto: true, ...groningen })
    await add('near', { lastActiveAt: now - 5 * day, hasPhoto: true, ...amsterdam })
    await add('inRegion', { lastActiveAt: now - 4 * day, hasPhoto: true, regionId: regionNH })
    // Not matching the filter.
    await add('older', { birthDate: bornYearsAgo(50) })
    await add('male', { gender: 'male' })
    await add('german', { country: 'DE', hasPhoto: true })
    // Hidden from everyone.
    await add('invisible', { searchable: false })
    await add('disabledProfile', { profileStatus: 'disabled' })
    await add('deletedUser', { userStatus: 'deleted' })
    await add('unconfirmed', { userStatus: 'not_confirmed' })
  })
  afterAll(() => t.close())

  const search = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/search.php${query}`, headers: { host: 'localhost', ...headers } })
  const typical = '?gender=female&country=NL&min_age=25&max_age=40'

  it('finds the matching visible members, online first, with a photo first, nearer first', async () => {
    const response = await search(typical, { cookie: searcher.cookie })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.results.map((card: { id: number }) => card.id)).toEqual([
      m.online,
      m.today,
      m.todayNoPhoto,
      m.near,
      m.far,
      m.inRegion,
    ])
    expect(body).toMatchObject({ numResults: 6, page: 1, pageSize: searchPageSize, hasMore: false })
    expect(body.results[0]).toMatchObject({ online: true, country: 'NL', age: 30 })
    expect(body.results[0].main_image.url).toMatch(/^\/cdn\/[0-9a-z]+\.webp$/)
    expect(body.results[2].main_image).toBeNull()
    expect(Object.keys(body.results[0]).sort()).toEqual(
      ['age', 'city', 'country', 'fictional', 'id', 'main_image', 'name', 'online'].sort(),
    )
  })

  it('ranks visitors by activity and photo, then by id', async () => {
    const response = await search(typical)
    expect(response.statusCode).toBe(200)
    expect(response.json().results.map((card: { id: number }) => card.id)).toEqual([
      m.online,
      m.today,
      m.todayNoPhoto,
      m.far,
      m.near,
      m.inRegion,
    ])
  })

  it('never shows a member whose account is not active, even if the profile was left searchable', async () => {
    const stale = await insertMember(t.db, t.siteId, {
      country: 'IE',
      userStatus: 'disabled',
      searchable: true,
    })
    const shown = await insertMember(t.db, t.siteId, { country: 'IE' })
    const response = await search('?country=IE', { cookie: searcher.cookie })
    const ids = response.json().results.map((card: { id: number }) => card.id)
    expect(ids).toEqual([shown])
    expect(ids).not.toContain(stale)
  })

  it('filters by region within the country', async () => {
    const response = await search(`${typical}&countryregion=${regionNH}`, { cookie: searcher.cookie })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.results.map((card: { id: number }) => card.id)).toEqual([m.inRegion])
    expect(body.numResults).toBe(1)
  })

  it('counts ages on the site calendar, both bounds included', async () => {
    const ids = {
      turned25Today: await insertMember(t.db, t.siteId, { country: 'AT', birthDate: bornYearsAgo(25) }),
      turns25Tomorrow: await insertMember(t.db, t.siteId, { country: 'AT', birthDate: bornYearsAgo(25, 1) }),
      turns41Tomorrow: await insertMember(t.db, t.siteId, { country: 'AT', birthDate: bornYearsAgo(41, 1) }),
      turned41Today: await insertMember(t.db, t.siteId, { country: 'AT', birthDate: bornYearsAgo(41) }),
    }
    const response = await search('?country=AT&min_age=25&max_age=40', { cookie: searcher.cookie })
    const results = response.json().results as { id: number; age: number }[]
    expect(results.map((card) => card.id).sort()).toEqual([ids.turned25Today, ids.turns41Tomorrow].sort())
    expect(results.find((card) => card.id === ids.turned25Today)?.age).toBe(25)
    expect(results.find((card) => card.id === ids.turns41Tomorrow)?.age).toBe(40)
  })

  it('pages through many results without repeating or skipping anyone', async () => {
    const now = Date.now()
    const created: number[] = []
    for (let i = 0; i < 30; i++) {
      created.push(
        await insertMember(t.db, t.siteId, {
          country: 'BE',
          birthDate: bornYearsAgo(60),
          // Many share the same rank, so only the id can keep the order stable.
          lastActiveAt: now - (i % 3) * day,
          hasPhoto: i % 2 === 0,
        }),
      )
    }
    const first = (await search('?country=BE', { cookie: searcher.cookie })).json()
    const second = (await search('?country=BE&page=2', { cookie: searcher.cookie })).json()
    expect(first).toMatchObject({ numResults: 30, hasMore: true, page: 1 })
    expect(first.results).toHaveLength(searchPageSize)
    expect(first.similar_results).toEqual([])
    expect(second).toMatchObject({ numResults: 30, hasMore: false, page: 2 })
    expect(second.results).toHaveLength(30 - searchPageSize)
    const seen = [...first.results, ...second.results].map((card: { id: number }) => card.id)
    expect(new Set(seen).size).toBe(30)
    expect([...seen].sort()).toEqual([...created].sort())
    const third = (await search('?country=BE&page=3', { cookie: searcher.cookie })).json()
    expect(third).toMatchObject({ results: [], hasMore: false })
  })

  it('adds similar results when few match, never repeating a result', async () => {
    const response = await search(
      `?gender=female&country=NL&countryregion=${regionNH}&min_age=30&max_age=30`,
      {
        cookie: searcher.cookie,
      },
    )
    const body = response.json()
    expect(body.results.map((card: { id: number }) => card.id)).toEqual([m.inRegion])
    const similar = body.similar_results.map((card: { id: number }) => card.id) as number[]
    expect(similar).not.toContain(m.inRegion)
    expect(similar).not.toContain(searcher.id)
    // The region is dropped and the ages widened first: the other Dutch women come first.
    expect(similar.slice(0, 5)).toEqual([m.online, m.today, m.todayNoPhoto, m.near, m.far])
    expect(similar).not.toContain(m.male)
    expect(body.similar_numResults).toBeGreaterThanOrEqual(similar.length)
    // Page 2 never carries similar results.
    const page2 = await search(`${typical}&countryregion=${regionNH}&page=2`, { cookie: searcher.cookie })
    expect(page2.json()).toMatchObject({ similar_results: [], similar_numResults: 0 })
  })

  it('shows visitors without a country filter the members of every country', async () => {
    const response = await search('')
    expect(response.statusCode).toBe(200)
    const countries = new Set((response.json().results as { country: string }[]).map((card) => card.country))
    expect(countries.size).toBeGreaterThan(1)
    const dutch = await search('?country=NL')
    for (const card of dutch.json().results as { country: string }[]) expect(card.country).toBe('NL')
  })

  it.each([
    ['an unknown gender', '?gender=other', 'gender'],
    ['an age under 18', '?min_age=17', 'min_age'],
    ['an age over 99', '?max_age=100', 'max_age'],
    ['a minimum above the maximum', '?min_age=40&max_age=30', 'max_age'],
    ['a page 0', '?page=0', 'page'],
    ['a page that is no number', '?page=two', 'page'],
    ['a country the platform does not know', '?country=XX', 'country'],
    ['a region without a country', `?countryregion=1`, 'countryregion'],
    ['an unknown parameter', '?sort=age', undefined],
  ])('refuses %s with 400', async (_, query, field) => {
    const response = await search(query, { cookie: searcher.cookie })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('validation_failed')
    if (field) expect(response.json().error.field).toBe(field)
  })

  it('refuses a region of another country, in the searcher language', async () => {
    const response = await search(`?country=NL&countryregion=${regionBY}`, {
      cookie: `${searcher.cookie}; i18n_redirected=nl`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      field: 'countryregion',
      message: catalogues.nl.search.errors.unknown_region,
    })
  })

  it('refuses a country the site does not serve', async () => {
    await withSetting(t, 'countries', ['NL', 'BE'], async () => {
      const response = await search('?country=DE', { cookie: searcher.cookie })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatchObject({ field: 'country', code: 'validation_failed' })
      expect((await search('?country=BE', { cookie: searcher.cookie })).statusCode).toBe(200)
    })
  })

  it('keeps a searcher’s position and blocks until a block is set or lifted for them', async () => {
    const search = new MemberSearch(t.db)
    const user = sessionUserOf(searcher.id, t.siteId)
    expect(await search.searcherOf(user)).toEqual({ user, ...amsterdam, blocked: [] })
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: m.near as number, blocked_id: searcher.id, created_at: Date.now() })
      .execute()
    try {
      await t.db.updateTable('profiles').set(groningen).where('user_id', '=', searcher.id).execute()
      // Kept: the next pages of a search rank as the first did.
      expect(await search.searcherOf(user)).toEqual({ user, ...amsterdam, blocked: [] })
      // The block's event, from this process or another (blocks/routes.ts).
      search.forgetMember(m.near as number)
      expect(await search.searcherOf(user)).toEqual({ user, ...amsterdam, blocked: [] })
      search.forgetMember(searcher.id)
      expect(await search.searcherOf(user)).toEqual({ user, ...groningen, blocked: [m.near] })
    } finally {
      await t.db.deleteFrom('blocks').execute()
      await t.db.updateTable('profiles').set(amsterdam).where('user_id', '=', searcher.id).execute()
    }
  })

  it('ranks the same in memory as in the database, for members and visitors', async () => {
    const site = await t.sites.findByHost('localhost')
    if (!site) throw new Error('no site')
    const user = sessionUserOf(searcher.id, t.siteId)
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: m.near as number, blocked_id: searcher.id, created_at: Date.now() })
      .execute()
    // Both rankings go by the minute and the cards by the moment: a clock that moved between the two would
    // rank a member at the edge of 'online' differently.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    try {
      const inMemory = new MemberSearch(t.db)
      const inDatabase = new MemberSearch(t.db, { maxCandidates: 0 })
      const filters = [
        { gender: 'female', country: 'NL', minAge: 25, maxAge: 40 },
        { country: 'BE' },
        { gender: 'female', country: 'NL', regionId: regionNH },
        {},
      ]
      for (const filter of filters) {
        for (const page of [1, 2]) {
          const asVisitor = await inMemory.searchAsVisitor(site, filter, page)
          expect(await inDatabase.searchAsVisitor(site, filter, page)).toEqual(asVisitor)
          const member = { user, ...amsterdam, blocked: [m.near as number] }
          const ranked = await inMemory.search(site, member, filter, page)
          expect(ranked.results.map((card) => card.id)).not.toContain(m.near)
          expect(await inDatabase.search(site, member, filter, page)).toEqual(ranked)
          // With many blocks the database leaves them out itself.
          expect(await inMemory.search(site, { ...member, blocked: null }, filter, page)).toEqual(ranked)
        }
      }
    } finally {
      vi.useRealTimers()
      await t.db.deleteFrom('blocks').execute()
    }
  })

  it('lets visitors search only as the site allows (docs/product.md §4)', async () => {
    await withSetting(t, 'logged_out_search', 'none', async () => {
      const refused = await search(typical, { cookie: 'i18n_redirected=de' })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error).toMatchObject({
        code: 'login_required_search',
        message: catalogues.de.search.errors.login_required,
      })
      expect((await search(`${typical}&network=partner1`)).statusCode).toBe(403)
      expect((await search(typical, { cookie: searcher.cookie })).statusCode).toBe(200)
      await withSetting(t, 'logged_out_search_trafficsource', 'all', async () => {
        expect((await search(`${typical}&network=partner1`)).statusCode).toBe(200)
        expect((await search(typical)).statusCode).toBe(403)
      })
    })
  })
})
