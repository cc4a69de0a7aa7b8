// npm run backup -- --to <folder>: an online copy of the SQLite database and the uploads.
// npm run restore -- --from <folder>: puts such a copy in place; the server must be stopped.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config.js'
import { projectRoot } from '../paths.js'
import { BackupError, backupSqlite, restoreSqlite } from './backup.js'
import { engineOf } from './database.js'

const postgresMessage = `This database is PostgreSQL: back it up and restore it with PostgreSQL's own tools.
See "Backup and restore (PostgreSQL)" under "Operating" in README.md: pg_dump -Fc, pg_restore,
and WAL archiving for point-in-time recovery.
The uploads folder is copied with any file copy (rsync -a); photos in an object store (STORAGE_URL)
are backed up with the store's own tools.`

function appVersion(): string {
  const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'))
  return typeof manifest.version === 'string' ? manifest.version : 'unknown'
}

function folderOption(name: 'to' | 'from'): string {
  const { values } = parseArgs({ options: { [name]: { type: 'string' } } })
  const folder = values[name]
  if (typeof folder !== 'string' || folder === '') {
    throw new BackupError(`usage: npm run ${name === 'to' ? 'backup -- --to' : 'restore -- --from'} <folder>`)
  }
  return resolve(folder)
}

async function run(command: string | undefined): Promise<void> {
  const config = loadConfig()
  if (engineOf(config.databaseUrl) === 'postgres') throw new BackupError(postgresMessage)
  const files = {
    databasePath: resolve(config.databaseUrl),
    uploadsDir: config.uploadsDir,
    objectStore: config.storage?.label,
  }
  if (command === 'backup') {
    const to = folderOption('to')
    const manifest = await backupSqlite(files, to, appVersion())
    console.log(`Backed up to ${to}: ${JSON.stringify(manifest)}`)
    if (manifest.objectStore) console.log(manifest.objectStore.note)
    return
  }
  if (command === 'restore') {
    const from = folderOption('from')
    const { manifest, keptAside } = await restoreSqlite(files, from)
    console.log(`Restored the backup of ${manifest.createdAt} (migration ${manifest.migration}).`)
    for (const path of keptAside) console.log(`The replaced files are kept at ${path}`)
    if (manifest.objectStore) console.log(manifest.objectStore.note)
    return
  }
  throw new BackupError('usage: backup-cli.ts backup --to <folder> | restore --from <folder>')
}

const command = process.argv[2]
// parseArgs reads the options after the command name.
process.argv.splice(2, 1)
run(command).catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof ConfigError
  console.error(known ? error.message : error)
  process.exit(1)
})
