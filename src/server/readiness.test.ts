import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage, type PhotoStorage } from './adapters/storage.js'
import { migrateToLatest } from './db/database.js'
import { migrateDownOne } from './db/migrate.js'
import { readiness, storageCheck } from './readiness.js'
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
      const checks = await readiness(
        database.db,
        storageCheck(createLocalStorage(join(folder, 'fresh'))),
        silent,
      )
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
      const checks = await readiness(database.db, storageCheck(createLocalStorage(blocked)), silent)
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
      const checks = await readiness(database.db, storageCheck(createLocalStorage(readOnly)), silent)
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
    const checks = await readiness(
      database.db,
      storageCheck(createLocalStorage(join(folder, 'gone'))),
      silent,
    )
    expect(checks).toEqual({ database: 'failed', migrations: 'failed', storage: 'ok' })
  })
})

describe('the storage check of /readyz', () => {
  /** A folder's storage that counts what the check asks of it, and can be made to refuse writes. */
  function countingStorage() {
    const folder = mkdtempSync(join(tmpdir(), 'amora-storage-check-'))
    const local = createLocalStorage(folder)
    const counts = { writes: 0, reads: 0, refuseWrites: false }
    const storage: PhotoStorage = {
      read: (name) => {
        counts.reads++
        return local.read(name)
      },
      write: (name, data) => {
        counts.writes++
        if (counts.refuseWrites) return Promise.reject(new Error('disk full'))
        return local.write(name, data)
      },
      remove: (name) => local.remove(name),
    }
    return { storage, counts, done: () => rmSync(folder, { recursive: true, force: true }) }
  }

  it('writes its probe once a minute and only reads in between', async () => {
    const { storage, counts, done } = countingStorage()
    let now = 1_000_000
    const check = storageCheck(storage, 60_000, () => now)
    await check()
    expect(counts.writes).toBe(1)
    now += 59_999
    await check()
    await check()
    expect(counts.writes).toBe(1)
    expect(counts.reads).toBe(3) // the probe's own read, then one per check
    now += 1
    await check()
    expect(counts.writes).toBe(2)
    done()
  })

  it('writes again on the next call after a failed probe, and fails while writes fail', async () => {
    const { storage, counts, done } = countingStorage()
    let now = 1_000_000
    const check = storageCheck(storage, 60_000, () => now)
    counts.refuseWrites = true
    await expect(check()).rejects.toThrow('disk full')
    now += 1_000
    await expect(check()).rejects.toThrow('disk full')
    expect(counts.writes).toBe(2)
    counts.refuseWrites = false
    await check()
    expect(counts.writes).toBe(3)
    done()
  })
})
