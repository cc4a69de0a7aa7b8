import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalExportFiles, createS3ExportFiles } from '#server/adapters/export-files.js'
import type { MailMessage } from '#server/adapters/mail.js'
import { buildApp } from '#server/app.js'
import { loadConfig } from '#server/config.js'
import { createDatabase, type Engine, migrateToLatest } from '#server/db/database.js'
import { syncReferenceData } from '#server/db/seed/reference.js'
import { createDemoSite } from '#server/db/seed/site.js'
import { createTestDatabase, engines, type TestApp, type TestDatabase } from '#server/test/harness.js'
import { startTestStore, type TestStore } from '#server/test/object-store.js'
import { promoteToStaff } from '#server/test/staff.js'
import { type Member, signupMember } from '../members/fixtures.js'
import { storedPhoto } from './fixtures.js'

const photo = 'd'.repeat(32)
const silent = { warn: () => {} }

/** One database two apps share: a PostgreSQL database of its own, or one SQLite file. */
async function sharedDatabase(engine: Engine, folder: string): Promise<TestDatabase> {
  if (engine === 'postgres') return createTestDatabase(engine)
  const url = join(folder, 'shared.sqlite')
  const db = createDatabase({ url })
  return { db, url, drop: () => db.destroy() }
}

/**
 * An app of its own (its own connections and data folder, as on another machine) on the shared database
 * and the shared bucket; the mails it sends are kept in `mails`.
 */
async function appOn(url: string, storageUrl: string, mails: MailMessage[]): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-export-machine-'))
  const db = createDatabase({ url, poolSize: 5 })
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    STORAGE_URL: storageUrl,
    RATE_LIMIT_SCALE: '100',
  })
  const mailer = { send: async (mail: MailMessage) => void mails.push(mail) }
  const { app, deps } = await buildApp({ config, db, mailer })
  await app.ready()
  const site = await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow()
  return {
    app,
    db,
    siteId: site.id,
    config,
    deps,
    sites: deps.sites,
    async close() {
      await app.close()
      await db.destroy()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

describe.each(engines)('data exports in the object store, across two app instances [%s]', (engine) => {
  const folder = mkdtempSync(join(tmpdir(), 'amora-export-shared-'))
  const prefix = `site-${engine}`
  const mails: MailMessage[] = []
  let s3: TestStore
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  let mira: Member

  beforeAll(async () => {
    s3 = await startTestStore()
    database = await sharedDatabase(engine, folder)
    await migrateToLatest(database.db)
    await syncReferenceData(database.db)
    await createDemoSite(database.db, { hosts: ['amora.test'] })
    a = await appOn(database.url, s3.url(prefix), mails)
    b = await appOn(database.url, s3.url(prefix), mails)
    mira = await signupMember(a, 'Mira')
    await storedPhoto(a, mira.id, photo, Buffer.from('the photo itself'))
  }, 60_000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await database.drop()
    await s3.stop()
    rmSync(folder, { recursive: true, force: true })
  })

  const call = (t: TestApp, method: 'GET' | 'POST', url: string, cookie = '', payload?: object) =>
    t.app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload ? { payload } : {}) })
  const exportsFolderOf = (t: TestApp) => {
    try {
      return readdirSync(join(t.config.dataDir, 'exports'))
    } catch {
      return []
    }
  }
  const stored = createS3ExportFiles
  const fileOf = async (userId: number) => {
    const row = await a.db
      .selectFrom('data_exports')
      .select(['id', 'file'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    if (!row.file) throw new Error('no file')
    return { id: row.id, file: row.file }
  }

  it("keeps an export made on A in the bucket, hands it out on B once, and B's round removes it", async () => {
    expect((await call(a, 'POST', '/api/data-export.php', mira.cookie, {})).statusCode).toBe(200)
    await a.deps.dataExports.settled()
    await a.deps.dataExports.prepareWaiting()
    const { file } = await fileOf(mira.id)
    const files = stored(s3.store(prefix), silent)
    const kept = await files.read(file)
    expect(kept).not.toBeNull()
    kept?.destroy()
    // Nothing stays on A's machine, and B's never had it.
    expect(exportsFolderOf(a)).toEqual([])
    expect(exportsFolderOf(b)).toEqual([])

    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.text ?? '')?.[1] ?? ''
    const downloaded = await call(b, 'POST', '/api/data-export-download.php', '', { token })
    expect(downloaded.statusCode, downloaded.body).toBe(200)
    expect(downloaded.headers['content-type']).toBe('application/zip')
    const zip = unzipSync(downloaded.rawPayload)
    expect(Object.keys(zip)).toContain('README.txt')
    expect(Buffer.from(zip[`photos/profile-${await photoId()}.webp`] ?? []).toString()).toBe(
      'the photo itself',
    )
    const again = await call(b, 'POST', '/api/data-export-download.php', '', { token })
    expect(again.statusCode).toBe(410)
    expect(again.json().error.code).toBe('data_export_link_invalid')

    expect(await b.deps.dataExports.removeOldFiles()).toBeGreaterThanOrEqual(1)
    expect(await files.read(file)).toBeNull()
  })

  it('hands a staff copy made on A to staff on B, and answers a copy gone from the bucket as gone', async () => {
    const support = await promoteToStaff(a.db, (await signupMember(a, 'Support')).id, 'support')
    const asked = await call(a, 'POST', '/api/staff/data-exports.php', support, { member: mira.id })
    expect(asked.statusCode, asked.body).toBe(200)
    await a.deps.dataExports.settled()
    await a.deps.dataExports.prepareWaiting()
    const { id, file } = await fileOf(mira.id)
    const url = `/api/staff/data-export-file.php?id=${id}`
    const downloaded = await call(b, 'GET', url, support)
    expect(downloaded.statusCode, downloaded.body).toBe(200)
    expect(Object.keys(unzipSync(downloaded.rawPayload))).toContain('account.json')

    await stored(s3.store(prefix), silent).remove(file)
    const gone = await call(b, 'GET', url, support)
    expect(gone.statusCode).toBe(410)
  })

  it('takes no file name it did not generate, in the folder or the store', async () => {
    const adapters = [createLocalExportFiles(join(folder, 'exports')), stored(s3.store(prefix), silent)]
    for (const files of adapters) {
      for (const name of [
        '../amora.sqlite',
        'export.zip',
        `${'A'.repeat(32)}.zip`,
        `x/${'a'.repeat(32)}.zip`,
      ]) {
        await expect(files.read(name), name).rejects.toThrow('not an export file name')
        await expect(files.write(name, join(folder, 'shared.sqlite')), name).rejects.toThrow(
          'not an export file name',
        )
        await expect(files.remove(name), name).rejects.toThrow('not an export file name')
      }
    }
  })

  const photoId = async () =>
    (
      await a.db
        .selectFrom('photos')
        .select('id')
        .where('filename', '=', `${photo}.webp`)
        .executeTakeFirstOrThrow()
    ).id
})
