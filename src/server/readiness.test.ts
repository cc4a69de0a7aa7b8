import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from './adapters/storage.js'
import { migrateToLatest } from './db/database.js'
import { migrateDownOne } from './db/migrate.js'
import { readiness } from './readiness.js'
import { createTestApp, createTestDatabase, engines, type TestApp } from './test/harness.js'

const silent = { warn: () => {} }

/** Whether this process can still write into a folder after taking its write bits (root can). */
function chmodStopsWrites(folder: string): boolean {
  chmodSync(folder, 0o500)
  try {
    writeFileSync(join(folder, 'probe'), 'x')
    rmSync(join(folder, 'probe'))
    return false
  } catch {
    return true
  }
}

describe.each(engines)('GET /readyz [%s]', (engine) => {
  let t: TestApp
  const folder = mkdtempSync(join(tmpdir(), 'amora-readyz-'))

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { DATA_DIR: folder } })
  })
  afterAll(async () => {
    await t.close()
    rmSync(folder, { recursive: true, force: true })
  })

  it('answers 200 with every check ok, for any host, never cached', async () => {
    const response = await t.app.inject({ url: '/readyz', headers: { host: 'nowhere.example' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok' },
    })
  })

  it('answers 503 naming migrations while the last migration is rolled back', async () => {
    const undone = await migrateDownOne(t.db)
    try {
      expect(undone).toBeDefined()
      const response = await t.app.inject({ url: '/readyz' })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'failed', storage: 'ok' },
      })
    } finally {
      await migrateToLatest(t.db)
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200)
  })

  it('keeps /healthz as it was', async () => {
    const response = await t.app.inject({ url: '/healthz' })
    expect(response.json()).toEqual({ status: 'ok' })
  })
})

describe.each(engines)('the readiness checks [%s]', (engine) => {
  const folder = mkdtempSync(join(tmpdir(), 'amora-readiness-'))
  afterAll(() => {
    chmodSync(folder, 0o700)
    rmSync(folder, { recursive: true, force: true })
  })

  it('fail migrations on a database that never ran them', async () => {
    const database = await createTestDatabase(engine)
    try {
      const checks = await readiness(database.db, createLocalStorage(join(folder, 'fresh')), silent)
      expect(checks).toEqual({ database: 'ok', migrations: 'failed', storage: 'ok' })
    } finally {
      await database.drop()
    }
  })

  it('fail storage when a file stands where the uploads folder should be', async () => {
    const database = await createTestDatabase(engine)
    try {
      await migrateToLatest(database.db)
      const blocked = join(folder, 'blocked')
      writeFileSync(blocked, 'not a folder')
      const checks = await readiness(database.db, createLocalStorage(blocked), silent)
      expect(checks).toEqual({ database: 'ok', migrations: 'ok', storage: 'failed' })
    } finally {
      await database.drop()
    }
  })

  it('fail storage when the uploads folder is read-only (where permissions bind this user)', async () => {
    const database = await createTestDatabase(engine)
    const readOnly = join(folder, 'read-only')
    mkdirSync(readOnly)
    try {
      await migrateToLatest(database.db)
      const bound = chmodStopsWrites(readOnly)
      const checks = await readiness(database.db, createLocalStorage(readOnly), silent)
      // As root the folder stays writable and the check rightly passes; the case above covers root.
      expect(checks.storage).toBe(bound ? 'failed' : 'ok')
      expect(checks.database).toBe('ok')
    } finally {
      chmodSync(readOnly, 0o700)
      await database.drop()
    }
  })

  it('fail the database and migrations once the database is gone', async () => {
    const database = await createTestDatabase(engine)
    await migrateToLatest(database.db)
    await database.drop()
    const checks = await readiness(database.db, createLocalStorage(join(folder, 'gone')), silent)
    expect(checks).toEqual({ database: 'failed', migrations: 'failed', storage: 'ok' })
  })
})
