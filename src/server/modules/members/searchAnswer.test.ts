import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import type { Site } from '../sites/service.js'
import { insertMember, sessionUserOf, signupMember } from './fixtures.js'
import { searchForPage } from './searchAnswer.js'

const hour = 60 * 60_000

describe.each(engines)('the search page of a first paint [%s]', (engine) => {
  let t: TestApp
  let site: Site
  let searcher = { id: 0, cookie: '' }
  let blocked = 0

  beforeAll(async () => {
    t = await createTestApp(engine)
    const found = await t.sites.findById(t.siteId)
    if (!found) throw new Error('no demo site')
    site = found
    searcher = await signupMember(t, 'Searcher')
    const now = Date.now()
    for (let i = 0; i < 5; i++)
      await insertMember(t.db, t.siteId, {
        lastActiveAt: now - i * hour,
        hasPhoto: i % 2 === 0,
        country: 'NL',
      })
    blocked = await insertMember(t.db, t.siteId, { lastActiveAt: now, hasPhoto: true, country: 'NL' })
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: searcher.id, blocked_id: blocked, created_at: now })
      .execute()
  })
  afterAll(() => t.close())

  const overHttp = async (query: string, cookie?: string) => {
    const response = await t.app.inject({
      url: `/api/search.php?${query}`,
      headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
    })
    expect(response.statusCode).toBe(200)
    return response.json()
  }

  it("gives a member the route's answer, without the members they blocked", async () => {
    const user = sessionUserOf(searcher.id, t.siteId)
    const answer = await searchForPage(t.deps, site, user, { country: 'NL', page: '1' })
    expect(answer).toEqual(await overHttp('country=NL&page=1', searcher.cookie))
    expect(answer.results.length).toBe(5)
    expect(answer.results.map((card) => card.id)).not.toContain(blocked)
  })

  it("gives a visitor the route's answer", async () => {
    const answer = await searchForPage(t.deps, site, null, { country: 'NL', gender: 'female', page: '1' })
    expect(answer).toEqual(await overHttp('country=NL&gender=female&page=1'))
  })

  it('refuses what the route refuses', async () => {
    const user = sessionUserOf(searcher.id, t.siteId)
    await expect(searchForPage(t.deps, site, user, { country: 'JP', page: '1' })).rejects.toThrow()
    await expect(searchForPage(t.deps, site, user, { countryregion: '1', page: '1' })).rejects.toThrow()
    await expect(searchForPage(t.deps, site, user, { min_age: '40', max_age: '30' })).rejects.toThrow()
    await expect(searchForPage(t.deps, site, user, { unknown: 'x' })).rejects.toThrow()
  })
})
