import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ageOn } from '../../../shared/api/account.js'
import { createTestDatabase, engines, type TestDatabase } from '../../test/harness.js'
import { migrateToLatest } from '../database.js'
import { demoLogin, seedDemoIfEmpty } from './demo.js'
import { syncReferenceData } from './reference.js'

describe.each(engines)('demo seed [%s]', (engine) => {
  let database: TestDatabase
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-seed-'))

  beforeAll(async () => {
    database = await createTestDatabase(engine)
    await migrateToLatest(database.db)
    await syncReferenceData(database.db)
  }, 120_000)
  afterAll(async () => {
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('fills an empty database with believable members, once', async () => {
    expect(await seedDemoIfEmpty(database.db, { dataDir, demoMembers: 40 })).toEqual(demoLogin)
    expect(await seedDemoIfEmpty(database.db, { dataDir, demoMembers: 40 })).toEqual(demoLogin)
    const db = database.db
    const profiles = await db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .leftJoin('regions', 'regions.id', 'profiles.region_id')
      .select([
        'profiles.user_id',
        'profiles.gender',
        'profiles.birth_date',
        'profiles.country',
        'profiles.about_me',
        'profiles.main_photo_id',
        'regions.country as region_country',
        'users.is_fictional',
      ])
      .execute()
    expect(profiles).toHaveLength(41)
    expect(new Set(profiles.map((p) => p.gender))).toEqual(new Set(['male', 'female']))
    const today = new Date()
    for (const p of profiles) {
      expect(ageOn(p.birth_date, today)).toBeGreaterThanOrEqual(18)
      expect(ageOn(p.birth_date, today)).toBeLessThanOrEqual(70)
      expect(p.region_country).toBe(p.country)
    }
    expect(new Set(profiles.map((p) => p.about_me)).size).toBeGreaterThan(30)
    expect(profiles.some((p) => p.is_fictional === 1) || profiles.length < 20).toBe(true)

    const photos = await db
      .selectFrom('photos')
      .select(['user_id', 'id', 'filename', 'thumb_filename'])
      .execute()
    expect(photos.length).toBeGreaterThan(30)
    for (const photo of photos) {
      expect(photo.filename).toMatch(/^[0-9a-f]{32}\.webp$/)
      expect(existsSync(join(dataDir, 'uploads', photo.filename))).toBe(true)
      expect(existsSync(join(dataDir, 'uploads', photo.thumb_filename))).toBe(true)
    }
    for (const p of profiles.filter((p) => p.main_photo_id !== null)) {
      expect(photos.find((photo) => photo.id === p.main_photo_id)?.user_id).toBe(p.user_id)
    }
  }, 120_000)
})
