import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import SQLite from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CommandRun, runCommand } from '../test/cli.js'
import { type BackupManifest, checkIntegrity, databaseInUse, manifestFile } from './backup.js'
import { createDatabase, type Database, migrateToLatest } from './database.js'
import { migrations } from './migrations/index.js'

/** Runs `npm run backup` or `npm run restore` as those scripts do, with the given environment. */
function backupCli(args: string[], env: Record<string, string>): { done: Promise<CommandRun> } {
  return { done: runCommand('src/server/db/backup-cli.ts', args, { DATABASE_URL: '', ...env }) }
}

const photo = 'a'.repeat(32).concat('.webp')
const photoBytes = Buffer.from('photo bytes')

function slugsIn(path: string): Set<string> {
  const db = new SQLite(path, { readonly: true, fileMustExist: true })
  try {
    const rows = db.prepare("select slug from sites where slug like 'w%'").all() as Array<{ slug: string }>
    return new Set(rows.map((row) => row.slug))
  } finally {
    db.close()
  }
}

describe('npm run backup and npm run restore (SQLite)', () => {
  const root = mkdtempSync(join(tmpdir(), 'amora-backup-'))
  const live = join(root, 'live')
  const backup = join(root, 'backup')
  const restored = join(root, 'restored')
  let db: Database
  let written = 0
  const slug = (n: number) => `w${n}`

  /** One row into the live database; the server's own writes would do the same to the file. */
  async function writeOne() {
    const n = written + 1
    await db
      .insertInto('sites')
      .values({ slug: slug(n), name: `Site ${n}`, domain: `w${n}.test`, created_at: Date.now() })
      .execute()
    written = n
  }

  beforeAll(async () => {
    db = createDatabase({ url: join(live, 'amora.sqlite') })
    await migrateToLatest(db)
    mkdirSync(join(live, 'uploads'))
    writeFileSync(join(live, 'uploads', photo), photoBytes)
  })
  afterAll(async () => {
    await db.destroy()
    rmSync(root, { recursive: true, force: true })
  })

  it('copies the database while it is being written, checks the copy and describes it', async () => {
    for (let i = 0; i < 200; i++) await writeOne()
    const writtenBefore = written
    const run = backupCli(['backup', '--to', backup], { DATA_DIR: live })
    let finished = false
    void run.done.then(() => {
      finished = true
    })
    while (!finished) {
      await writeOne()
      await nextTurn()
    }
    const result = await run.done
    expect(result.code, result.stderr).toBe(0)
    // The writes went on while the backup ran: the copy was taken from a database in use.
    expect(written).toBeGreaterThan(writtenBefore)
    // One file for the database, no write-ahead log beside it that the copy would need.
    expect(readdirSync(backup).sort()).toEqual(['amora.sqlite', manifestFile, 'uploads'])

    const copy = join(backup, 'amora.sqlite')
    expect(() => checkIntegrity(copy)).not.toThrow()
    const slugs = slugsIn(copy)
    for (let n = 1; n <= writtenBefore; n++) expect(slugs.has(slug(n)), slug(n)).toBe(true)
    // A consistent snapshot: the rows it holds are a run from the first, without gaps.
    for (let n = 1; n <= slugs.size; n++) expect(slugs.has(slug(n)), slug(n)).toBe(true)

    const manifest = JSON.parse(readFileSync(join(backup, manifestFile), 'utf8')) as BackupManifest
    expect(manifest.engine).toBe('sqlite')
    expect(manifest.migration).toBe(Object.keys(migrations).at(-1))
    expect(manifest.migrations).toBe(Object.keys(migrations).length)
    expect(manifest.appVersion).toMatch(/^\d+\.\d+\.\d+/)
    expect(manifest.database.bytes).toBeGreaterThan(0)
    expect(manifest.uploads).toEqual({ files: 1, bytes: photoBytes.length })
    expect(readFileSync(join(backup, 'uploads', photo))).toEqual(photoBytes)
  }, 120_000)

  it('refuses to back up into a folder that is not empty', async () => {
    const result = await backupCli(['backup', '--to', backup], { DATA_DIR: live }).done
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('is not empty')
  }, 60_000)

  it('restores into another data folder: the copy opens, passes the check and holds the rows', async () => {
    const result = await backupCli(['restore', '--from', backup], { DATA_DIR: restored }).done
    expect(result.code, result.stderr).toBe(0)
    const target = join(restored, 'amora.sqlite')
    expect(() => checkIntegrity(target)).not.toThrow()
    expect(slugsIn(target)).toEqual(slugsIn(join(backup, 'amora.sqlite')))
    expect(readFileSync(join(restored, 'uploads', photo))).toEqual(photoBytes)
    const restoredDb = createDatabase({ url: target })
    try {
      expect(await migrateToLatest(restoredDb)).toEqual([])
    } finally {
      await restoredDb.destroy()
    }
  }, 60_000)

  it('refuses to restore over a database in use, and keeps the replaced one aside once it is not', async () => {
    const target = join(restored, 'amora.sqlite')
    const server = new SQLite(target)
    server.pragma('journal_mode = WAL')
    server.prepare('select count(*) from sites').get()
    try {
      expect(databaseInUse(target)).toBe(true)
      const refused = await backupCli(['restore', '--from', backup], { DATA_DIR: restored }).done
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain('is in use')
    } finally {
      server.close()
    }
    expect(databaseInUse(target)).toBe(false)
    const result = await backupCli(['restore', '--from', backup], { DATA_DIR: restored }).done
    expect(result.code, result.stderr).toBe(0)
    const names = readdirSync(restored)
    expect(names.filter((name) => name.startsWith('amora.sqlite.before-restore-'))).toHaveLength(1)
    expect(names.filter((name) => name.startsWith('uploads.before-restore-'))).toHaveLength(1)
  }, 60_000)

  it('refuses a damaged backup and leaves the database as it was', async () => {
    const damaged = join(root, 'damaged')
    cpSync(backup, damaged, { recursive: true })
    const file = join(damaged, 'amora.sqlite')
    const bytes = readFileSync(file)
    // Past the header page: the file still opens as SQLite, its tables do not read back.
    bytes.fill(0xa5, 4096, bytes.length)
    writeFileSync(file, bytes)
    const target = join(restored, 'amora.sqlite')
    const before = readFileSync(target)
    const result = await backupCli(['restore', '--from', damaged], { DATA_DIR: restored }).done
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('integrity_check failed')
    expect(readFileSync(target)).toEqual(before)
  }, 60_000)

  it('refuses a folder that is no backup', async () => {
    const empty = join(root, 'empty')
    mkdirSync(empty)
    const result = await backupCli(['restore', '--from', empty], { DATA_DIR: restored }).done
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('is not a backup')
    expect(existsSync(join(restored, 'amora.sqlite'))).toBe(true)
  }, 60_000)
  it('with the photos in an object store, says so and copies none of them, nor restores over the uploads folder', async () => {
    const to = join(root, 'with-store')
    const env = {
      DATA_DIR: live,
      STORAGE_URL: 's3://key:secret@amora-photos/eu?endpoint=http://127.0.0.1:9000',
    }
    const result = await backupCli(['backup', '--to', to], env).done
    expect(result.code, result.stderr).toBe(0)
    const note =
      'The photos are in the object store s3://amora-photos/eu?endpoint=http://127.0.0.1:9000 and are not copied'
    expect(result.stdout).toContain(note)
    expect(result.stdout).not.toContain('secret')
    expect(readdirSync(to).sort()).toEqual(['amora.sqlite', manifestFile])
    const manifest = JSON.parse(readFileSync(join(to, manifestFile), 'utf8')) as BackupManifest
    expect(manifest.uploads).toEqual({ files: 0, bytes: 0 })
    expect(manifest.objectStore).toMatchObject({
      store: 's3://amora-photos/eu?endpoint=http://127.0.0.1:9000',
      copied: false,
    })
    expect(manifest.objectStore?.note).toContain(note)

    const target = join(root, 'restored-with-store')
    mkdirSync(join(target, 'uploads'), { recursive: true })
    writeFileSync(join(target, 'uploads', photo), photoBytes)
    const restore = await backupCli(['restore', '--from', to], { ...env, DATA_DIR: target }).done
    expect(restore.code, restore.stderr).toBe(0)
    expect(restore.stdout).toContain(note)
    expect(readFileSync(join(target, 'uploads', photo))).toEqual(photoBytes)
    expect(readdirSync(target).filter((name) => name.startsWith('uploads.before-restore-'))).toEqual([])
  }, 60_000)
})

describe('npm run backup and npm run restore (PostgreSQL)', () => {
  it.each([
    ['backup', '--to'],
    ['restore', '--from'],
  ])(
    '%s refuses and points to the pg_dump recipe',
    async (command, option) => {
      const result = await backupCli([command, option, join(tmpdir(), 'never-written')], {
        DATABASE_URL: 'postgres://amora@127.0.0.1:1/amora',
      }).done
      expect(result.code).toBe(1)
      expect(result.stderr).toContain('pg_dump -Fc')
      expect(result.stderr).toContain('README.md')
    },
    60_000,
  )
})
