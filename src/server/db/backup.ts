import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import SQLite from 'better-sqlite3'

/** What a backup folder holds besides the copies, written last: a folder without it is not a backup. */
export interface BackupManifest {
  createdAt: string
  appVersion: string
  engine: 'sqlite'
  /** The last migration the copy had run, and how many it had. */
  migration: string | null
  migrations: number
  database: { file: string; bytes: number }
  uploads: { files: number; bytes: number }
  /** Set when the photos live in an object store (STORAGE_URL): then they are not in the backup. */
  objectStore?: { store: string; copied: false; note: string }
}

export interface SqliteFiles {
  /** The SQLite database file. */
  databasePath: string
  /** The uploads folder (photos). */
  uploadsDir: string
  /** The object store the photos live in instead, without credentials (s3://bucket/prefix…). */
  objectStore?: string
}

export const manifestFile = 'manifest.json'
const databaseFile = 'amora.sqlite'
const uploadsFolder = 'uploads'

/** What a backup says about photos it leaves where they are. */
export function objectStoreNote(store: string): string {
  return `The photos are in the object store ${store} and are not copied: back them up with the store's own tools (versioning, replication).`
}

export class BackupError extends Error {
  override name = 'BackupError'
}

/** Fails unless SQLite finds the file sound, page by page and index by index. */
export function checkIntegrity(path: string): void {
  let problems: string[]
  try {
    const db = new SQLite(path, { fileMustExist: true })
    try {
      const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>
      problems = rows.length === 0 ? ['no answer'] : rows.map((row) => row.integrity_check)
    } finally {
      db.close()
    }
  } catch (error) {
    // A damaged file often fails before the check can list anything ("database disk image is malformed").
    problems = [error instanceof Error ? error.message : String(error)]
  }
  if (problems.length === 1 && problems[0] === 'ok') return
  throw new BackupError(`integrity_check failed for ${path}:\n${problems.slice(0, 20).join('\n')}`)
}

/**
 * The copy keeps the live file's write-ahead-log mode, which would give it -wal and -shm files beside it as
 * soon as it is opened: a rollback journal makes the backup the one file the manifest names.
 */
function makeSelfContained(path: string): void {
  const db = new SQLite(path, { fileMustExist: true })
  try {
    db.pragma('journal_mode = DELETE')
  } finally {
    db.close()
  }
}

function migrationLevel(path: string): { migration: string | null; migrations: number } {
  const db = new SQLite(path, { fileMustExist: true })
  try {
    const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
    if (!table.get()) return { migration: null, migrations: 0 }
    const row = db.prepare('select max(name) as last, count(*) as count from kysely_migration').get() as {
      last: string | null
      count: number
    }
    return { migration: row.last, migrations: row.count }
  } finally {
    db.close()
  }
}

async function folderSize(folder: string): Promise<{ files: number; bytes: number }> {
  if (!existsSync(folder)) return { files: 0, bytes: 0 }
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  let files = 0
  let bytes = 0
  for (const entry of entries) {
    if (!entry.isFile()) continue
    files++
    bytes += (await stat(join(entry.parentPath, entry.name))).size
  }
  return { files, bytes }
}

async function emptyOrMissing(folder: string): Promise<boolean> {
  if (!existsSync(folder)) return true
  return (await readdir(folder)).length === 0
}

/**
 * An online copy of the SQLite database while the server runs and writes: SQLite's backup API copies a
 * snapshot of the pages. It is asked for every page in one step, which reads one consistent state of the
 * write-ahead log; in small steps a write by the server would start the copy over, and a busy site could
 * keep it from ever finishing. The uploads are copied after the database, so that every photo the copy
 * names is there (photos uploaded meanwhile come along unnamed, which is harmless).
 */
export async function backupSqlite(
  files: SqliteFiles,
  to: string,
  appVersion: string,
): Promise<BackupManifest> {
  if (!existsSync(files.databasePath)) throw new BackupError(`no database at ${files.databasePath}`)
  if (!(await emptyOrMissing(to))) throw new BackupError(`${to} is not empty: back up into a new folder`)
  await mkdir(to, { recursive: true })
  const copy = join(to, databaseFile)
  const source = new SQLite(files.databasePath, { fileMustExist: true })
  try {
    source.pragma('busy_timeout = 5000')
    await source.backup(copy, { progress: () => 0x7fffffff })
  } finally {
    source.close()
  }
  makeSelfContained(copy)
  checkIntegrity(copy)
  const store = files.objectStore
  if (!store && existsSync(files.uploadsDir))
    await cp(files.uploadsDir, join(to, uploadsFolder), { recursive: true })
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    appVersion,
    engine: 'sqlite',
    ...migrationLevel(copy),
    database: { file: databaseFile, bytes: (await stat(copy)).size },
    uploads: await folderSize(join(to, uploadsFolder)),
    ...(store && { objectStore: { store, copied: false, note: objectStoreNote(store) } }),
  }
  await writeFile(join(to, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

export async function readManifest(from: string): Promise<BackupManifest> {
  const path = join(from, manifestFile)
  if (!existsSync(path)) throw new BackupError(`${from} is not a backup: it has no ${manifestFile}`)
  return JSON.parse(await readFile(path, 'utf8')) as BackupManifest
}

/**
 * Whether another connection (a running server, `npm run staff`) holds the database. The last connection
 * to close a database in write-ahead-log mode checkpoints it and deletes its -wal file; one opened and
 * closed here that leaves the -wal behind was not the last.
 */
export function databaseInUse(path: string): boolean {
  if (!existsSync(path)) return false
  const db = new SQLite(path, { fileMustExist: true })
  db.pragma('busy_timeout = 5000')
  db.pragma('journal_mode = WAL')
  db.close()
  return existsSync(`${path}-wal`)
}

export interface RestoreResult {
  manifest: BackupManifest
  /** Where the database and uploads that were replaced were moved to; empty when there were none. */
  keptAside: string[]
}

async function moveAside(path: string, stamp: string, kept: string[]): Promise<void> {
  if (!existsSync(path)) return
  const aside = join(dirname(path), `${basename(path)}.before-restore-${stamp}`)
  await rename(path, aside)
  kept.push(aside)
}

/**
 * Puts a backup in place of the database and uploads. The server must be stopped: a database some
 * connection holds is refused. What is replaced is moved aside (name.before-restore-<time>), not deleted.
 */
export async function restoreSqlite(files: SqliteFiles, from: string): Promise<RestoreResult> {
  const manifest = await readManifest(from)
  const copy = join(from, manifest.database.file)
  if (!existsSync(copy)) throw new BackupError(`the backup has no database file ${copy}`)
  checkIntegrity(copy)
  if (databaseInUse(files.databasePath)) {
    throw new BackupError(`${files.databasePath} is in use: stop the server (and npm run staff) first`)
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const kept: string[] = []
  await mkdir(dirname(files.databasePath), { recursive: true })
  // Copied beside the target first and renamed over it, so that a failed copy leaves no half database.
  const incoming = `${files.databasePath}.restoring`
  await cp(copy, incoming)
  await moveAside(files.databasePath, stamp, kept)
  await rename(incoming, files.databasePath)
  // The photos of a backup taken with an object store stayed in it: the uploads folder is left alone.
  if (manifest.objectStore) return { manifest, keptAside: kept }
  await moveAside(files.uploadsDir, stamp, kept)
  const uploads = join(from, uploadsFolder)
  if (existsSync(uploads)) await cp(uploads, files.uploadsDir, { recursive: true })
  else await mkdir(files.uploadsDir, { recursive: true })
  return { manifest, keptAside: kept }
}
