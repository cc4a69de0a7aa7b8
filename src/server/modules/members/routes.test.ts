import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateMembers } from '#server/db/seed/members.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'

describe.each(engines)('member cards [%s]', (engine) => {
  let t: TestApp
  let ids: number[] = []

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amora-cards-'))
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } })
    ids = await generateMembers(t.db, { siteId: t.siteId, count: 30, dataDir, seed: 7 })
  }, 60_000)
  afterAll(() => t.close())

  const get = (url: string) => t.app.inject({ url, headers: { host: 'localhost' } })

  it('answers a visible member without private data', async () => {
    const visible = await t.db
      .selectFrom('profiles')
      .select('user_id')
      .where('searchable', '=', 1)
      .executeTakeFirstOrThrow()
    const response = await get(`/api/member.php?id=${visible.user_id}`)
    expect(response.statusCode).toBe(200)
    const { member } = response.json()
    expect(Object.keys(member).sort()).toEqual(
      [
        'about_me',
        'age',
        'blocked_by_me',
        'body_type',
        'city',
        'country',
        'eye_color',
        'fictional',
        'gender',
        'hair_color',
        'height_cm',
        'id',
        'interests',
        'main_image',
        'name',
        'new_member',
        'online',
        'photos',
        'premium',
        'region',
        'relationship_status',
        'sexuality',
        'tattoos',
      ].sort(),
    )
    expect(member.age).toBeGreaterThanOrEqual(18)
  })

  it('answers 404 for invisible and unknown members, 400 for a bad id', async () => {
    const hidden = ids[0] as number
    await t.db.updateTable('profiles').set({ searchable: 0 }).where('user_id', '=', hidden).execute()
    expect((await get(`/api/member.php?id=${hidden}`)).statusCode).toBe(404)
    expect((await get('/api/member.php?id=999999')).statusCode).toBe(404)
    expect((await get('/api/member.php?id=abc')).statusCode).toBe(400)
    expect((await get('/api/member.php')).statusCode).toBe(400)
    expect((await get('/api/member.php?id=1&x=2')).statusCode).toBe(400)
  })

  it('suggests members with a photo from the visitor country for the signup', async () => {
    const response = await get('/api/signup-matches.php')
    expect(response.statusCode).toBe(200)
    const { members } = response.json()
    expect(members.length).toBeGreaterThan(0)
    expect(members.length).toBeLessThanOrEqual(8)
    for (const member of members) {
      expect(member.country).toBe('NL')
      expect(member.main_image.thumb_url).toMatch(/^\/cdn\/[0-9a-f]{32}-thumb\.webp$/)
    }
  })
})
