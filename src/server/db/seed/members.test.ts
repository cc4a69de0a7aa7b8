import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { verify } from '@node-rs/argon2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, engines, type TestDatabase } from '#server/test/harness.js'
import { ageOn } from '#shared/api/account.js'
import { migrateToLatest } from '../database.js'
import { demoCredits, demoLogin, seedDemoIfEmpty } from './demo.js'
import { generateMembers } from './members.js'
import { syncReferenceData } from './reference.js'
import { createDemoSite } from './site.js'

// SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (each run gets a database of its own).
describe.each(engines)('generated members [%s]', (engine) => {
  let database: TestDatabase
  let siteId = 0
  let ids: number[] = []
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-seed-'))

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    await migrateToLatest(database.db)
    await syncReferenceData(database.db)
    siteId = await createDemoSite(database.db)
    ids = await generateMembers(database.db, { siteId, count: 40, dataDir, seed: 1234 })
  }, 120_000)
  afterAll(async () => {
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const profiles = () =>
    database.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .leftJoin('regions', 'regions.id', 'profiles.region_id')
      .select([
        'profiles.user_id',
        'profiles.name',
        'profiles.gender',
        'profiles.sexuality',
        'profiles.birth_date',
        'profiles.country',
        'profiles.about_me',
        'profiles.main_photo_id',
        'profiles.has_photo',
        'profiles.searchable',
        'regions.country as region_country',
        'users.email',
        'users.is_fictional',
        'users.invisible',
        'users.status',
      ])
      .where('users.id', 'in', ids)
      .orderBy('users.id')
      .execute()

  it('gives every generated balance its ledger row', async () => {
    const users = await database.db
      .selectFrom('users')
      .select(['id', 'credits'])
      .where('id', 'in', ids)
      .execute()
    const ledger = await database.db
      .selectFrom('credit_ledger')
      .select(['user_id', 'amount'])
      .where('user_id', 'in', ids)
      .execute()
    const sums = new Map<number, number>()
    for (const row of ledger) sums.set(row.user_id, (sums.get(row.user_id) ?? 0) + row.amount)
    expect(users.some((user) => user.credits > 0)).toBe(true)
    for (const user of users) expect(sums.get(user.id) ?? 0, `member ${user.id}`).toBe(user.credits)
  })

  it('creates the members with complete, believable profiles', async () => {
    expect(ids).toHaveLength(40)
    const users = await database.db.selectFrom('users').select('id').where('site_id', '=', siteId).execute()
    expect(users).toHaveLength(40)
    const rows = await profiles()
    expect(rows).toHaveLength(40)
    expect(new Set(rows.map((p) => p.gender))).toEqual(new Set(['male', 'female']))
    const today = new Date()
    for (const p of rows) {
      expect(ageOn(p.birth_date, today)).toBeGreaterThanOrEqual(18)
      expect(ageOn(p.birth_date, today)).toBeLessThanOrEqual(70)
      expect(p.region_country).toBe(p.country)
      expect(p.status).toBe('active')
      expect(p.email).toMatch(/^[a-z0-9]+\.\d+@members\.amora\.example$/)
      expect(p.searchable).toBe(p.invisible ? 0 : 1)
      if (p.sexuality === 'gay') expect(p.gender).toBe('male')
      if (p.sexuality === 'lesbian') expect(p.gender).toBe('female')
    }
    expect(new Set(rows.map((p) => p.about_me)).size).toBeGreaterThan(35)
    expect(rows.some((p) => p.is_fictional === 1)).toBe(true)
    const interests = await database.db
      .selectFrom('profile_interests')
      .select('user_id')
      .where('user_id', 'in', ids)
      .execute()
    expect(new Set(interests.map((i) => i.user_id)).size).toBe(40)
  })

  it('stores photos under random names and makes the first one the main photo', async () => {
    const photos = await database.db
      .selectFrom('photos')
      .select(['id', 'user_id', 'filename', 'thumb_filename', 'is_private', 'sort_order', 'width', 'height'])
      .where('user_id', 'in', ids)
      .execute()
    expect(photos.length).toBeGreaterThan(30)
    expect(new Set(photos.map((photo) => photo.filename)).size).toBe(photos.length)
    for (const photo of photos) {
      expect(photo.filename).toMatch(/^[0-9a-f]{32}\.webp$/)
      expect(photo.thumb_filename).toMatch(/^[0-9a-f]{32}-thumb\.webp$/)
      expect(statSync(join(dataDir, 'uploads', photo.filename)).size).toBeGreaterThan(1000)
      expect(existsSync(join(dataDir, 'uploads', photo.thumb_filename))).toBe(true)
      expect([photo.width, photo.height]).toEqual([800, 1000])
    }
    for (const p of await profiles()) {
      const own = photos.filter((photo) => photo.user_id === p.user_id)
      if (own.length === 0) {
        expect([p.main_photo_id, p.has_photo]).toEqual([null, 0])
        continue
      }
      const main = own.find((photo) => photo.id === p.main_photo_id)
      expect(main).toMatchObject({ sort_order: 0, is_private: 0 })
      expect(p.has_photo).toBe(1)
    }
  })

  it('gives the same people for the same seed, under new e-mail addresses', async () => {
    const again = await generateMembers(database.db, { siteId, count: 40, dataDir, seed: 1234 })
    const first = await profiles()
    ids = again
    const second = await profiles()
    expect(second.map((p) => [p.name, p.birth_date, p.about_me])).toEqual(
      first.map((p) => [p.name, p.birth_date, p.about_me]),
    )
    expect(new Set([...first, ...second].map((p) => p.email)).size).toBe(80)
  }, 60_000)
})

describe.each(engines)('demo seed [%s]', (engine) => {
  let database: TestDatabase
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-demo-'))

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    await migrateToLatest(database.db)
    await syncReferenceData(database.db)
  }, 120_000)
  afterAll(async () => {
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('fills an empty database once and always answers the demo login', async () => {
    const config = { dataDir, demoMembers: 5 }
    expect(await seedDemoIfEmpty(database.db, config)).toEqual(demoLogin)
    expect(await seedDemoIfEmpty(database.db, config)).toEqual(demoLogin)
    const users = await database.db.selectFrom('users').select(['email', 'password_hash']).execute()
    expect(users).toHaveLength(6)
    const demo = users.find((user) => user.email === demoLogin.email)
    expect(await verify(demo?.password_hash ?? '', demoLogin.password)).toBe(true)
    const profile = await database.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['profiles.city', 'profiles.country', 'profiles.main_photo_id', 'users.id'])
      .where('users.email', '=', demoLogin.email)
      .executeTakeFirstOrThrow()
    expect(profile).toMatchObject({ city: 'Amsterdam', country: 'NL' })
    const user = await database.db
      .selectFrom('users')
      .select('credits')
      .where('id', '=', profile.id)
      .executeTakeFirstOrThrow()
    const ledger = await database.db
      .selectFrom('credit_ledger')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .where('user_id', '=', profile.id)
      .executeTakeFirstOrThrow()
    expect(user.credits).toBe(demoCredits)
    expect(Number(ledger.sum)).toBe(demoCredits)
    const photos = await database.db
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', profile.id)
      .execute()
    expect(photos).toHaveLength(2)
    expect(photos.map((photo) => photo.id)).toContain(profile.main_photo_id)
  }, 60_000)
})
