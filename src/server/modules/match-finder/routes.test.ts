import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateMembers } from '#server/db/seed/members.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { postSignup, sessionCookie } from '../members/fixtures.js'

describe.each(engines)('shared interests for the match finder [%s]', (engine) => {
  let t: TestApp
  let ids: number[] = []
  let cookie = ''
  let viewerId = 0
  let interest: Record<string, number> = {}

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amora-match-finder-'))
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } })
    ids = await generateMembers(t.db, { siteId: t.siteId, count: 6, dataDir, seed: 5 })
    await t.db
      .updateTable('profiles')
      .set({ searchable: 1, status: 'active' })
      .where('user_id', 'in', ids)
      .execute()
    await t.db.updateTable('users').set({ status: 'active' }).where('id', 'in', ids).execute()
    await t.db.deleteFrom('profile_interests').where('user_id', 'in', ids).execute()
    const rows = await t.db.selectFrom('interests').select(['id', 'slug']).execute()
    interest = Object.fromEntries(rows.map((row) => [row.slug, row.id]))
    const give = (member: number, slugs: string[]) =>
      t.db
        .insertInto('profile_interests')
        .values(slugs.map((slug) => ({ user_id: member, interest_id: interest[slug] as number })))
        .execute()
    await give(ids[0] as number, ['music', 'hiking', 'gym'])
    await give(ids[1] as number, ['music'])
    await give(ids[2] as number, ['travelling'])
    const signup = await postSignup(t, { email: 'finder@example.com', name: 'Finder' })
    cookie = sessionCookie(signup)
    viewerId = Number(signup.json().user.id)
  }, 60_000)
  afterAll(() => t.close())

  const get = (query: string, withSession = true) =>
    t.app.inject({
      url: `/api/shared-interests.php?${query}`,
      headers: { host: 'localhost', ...(withSession ? { cookie } : {}) },
    })

  it('says which of the chosen interests each member shares', async () => {
    const query = `members=${ids.join(',')}&interests=${interest.music},${interest.hiking}`
    const response = await get(query)
    expect(response.statusCode).toBe(200)
    const shared = response.json().shared.sort((a: { id: number }, b: { id: number }) => a.id - b.id)
    expect(shared).toEqual([
      { id: ids[0], interests: ['hiking', 'music'] },
      { id: ids[1], interests: ['music'] },
    ])
  })

  it('leaves out hidden and blocked members', async () => {
    await t.db
      .updateTable('profiles')
      .set({ searchable: 0 })
      .where('user_id', '=', ids[1] as number)
      .execute()
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: ids[0] as number, blocked_id: viewerId, created_at: Date.now() })
      .execute()
    const response = await get(`members=${ids.join(',')}&interests=${interest.music}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().shared).toEqual([])
    await t.db.deleteFrom('blocks').execute()
    await t.db
      .updateTable('profiles')
      .set({ searchable: 1 })
      .where('user_id', '=', ids[1] as number)
      .execute()
  })

  it('asks visitors to log in (403 authentication_required)', async () => {
    const response = await get(`members=${ids[0]}&interests=${interest.music}`, false)
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('authentication_required')
  })

  it('refuses malformed lists, unknown interests and too many ids with 400', async () => {
    const many = Array.from({ length: 49 }, (_, i) => i + 1).join(',')
    for (const query of [
      '',
      `members=${ids[0]}`,
      `interests=${interest.music}`,
      `members=abc&interests=${interest.music}`,
      `members=1,,2&interests=${interest.music}`,
      `members=0&interests=${interest.music}`,
      `members=${many}&interests=${interest.music}`,
      `members=${ids[0]}&interests=999999`,
      `members=${ids[0]}&interests=${interest.music}&page=2`,
    ]) {
      const response = await get(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.code).toBe('validation_failed')
    }
  })

  it('has no member to find under an unknown id (an empty answer, not an error)', async () => {
    const response = await get(`members=999999&interests=${interest.music}`)
    expect(response.statusCode).toBe(200)
    expect(response.json().shared).toEqual([])
  })
})
