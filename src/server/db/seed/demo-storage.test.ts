import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createS3Storage } from '#server/adapters/storage-s3.js'
import { buildApp } from '#server/app.js'
import { type Config, loadConfig } from '#server/config.js'
import { migrateToLatest } from '#server/db/database.js'
import { createTestDatabase, engines, type TestDatabase } from '#server/test/harness.js'
import { startTestStore, type TestStore } from '#server/test/object-store.js'
import { demoLogin, seedDemoIfEmpty } from './demo.js'
import { syncReferenceData } from './reference.js'

const silent = { warn: () => {} }

describe.each(engines)('the demo seed with the photos in an object store [%s]', (engine) => {
  let s3: TestStore
  let database: TestDatabase
  let config: Config
  let app: FastifyInstance
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-demo-s3-'))

  beforeAll(async () => {
    s3 = await startTestStore()
    database = await createTestDatabase(engine)
    await migrateToLatest(database.db)
    await syncReferenceData(database.db)
    config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      DEMO_MEMBERS: '3',
      STORAGE_URL: s3.url(`demo-${engine}`),
    })
    expect(await seedDemoIfEmpty(database.db, config)).toEqual(demoLogin)
    ;({ app } = await buildApp({ config, db: database.db }))
    await app.ready()
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database.drop()
    await s3.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const mainPhotoOf = (email: string) =>
    database.db
      .selectFrom('photos')
      .innerJoin('profiles', 'profiles.main_photo_id', 'photos.id')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['photos.filename', 'photos.thumb_filename'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow()

  it("puts every seeded member's photos in the bucket, none in the uploads folder", async () => {
    const storage = createS3Storage(s3.store(`demo-${engine}`), silent)
    const photos = await database.db.selectFrom('photos').select(['filename', 'thumb_filename']).execute()
    // The demo member's two, and at least one of each generated member with photos.
    expect(photos.length).toBeGreaterThanOrEqual(3)
    for (const photo of photos) {
      expect(await storage.read(photo.filename), photo.filename).not.toBeNull()
      expect(await storage.read(photo.thumb_filename), photo.thumb_filename).not.toBeNull()
    }
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false)
  })

  it("serves the demo member's photo and a generated member's from the store", async () => {
    const generated = await database.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select('users.email')
      .where('users.email', '!=', demoLogin.email)
      .where('profiles.main_photo_id', 'is not', null)
      .executeTakeFirstOrThrow()
    const storage = createS3Storage(s3.store(`demo-${engine}`), silent)
    for (const email of [demoLogin.email, generated.email]) {
      const photo = await mainPhotoOf(email)
      for (const name of [photo.filename, photo.thumb_filename]) {
        const served = await app.inject({ url: `/cdn/${name}`, headers: { host: 'localhost' } })
        expect(served.statusCode, `${email} ${name}`).toBe(200)
        expect(served.headers['content-type']).toBe('image/webp')
        expect(served.rawPayload.equals((await storage.read(name)) as Buffer)).toBe(true)
      }
    }
  })
})
