// npm run migrate: brings the configured database up to date and syncs the reference data.
// npm run migrate -- status: lists every migration as applied or pending.
// npm run migrate -- down: undoes the last applied migration.
import { loadConfig } from '../config.js'
import { createDatabase, type Database, migrateToLatest } from './database.js'
import { migrateDownOne, migrationStatus } from './migrate.js'
import { syncReferenceData } from './seed/reference.js'

async function up(db: Database): Promise<void> {
  const applied = await migrateToLatest(db)
  await syncReferenceData(db)
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.')
}

async function status(db: Database): Promise<void> {
  const states = await migrationStatus(db)
  const width = Math.max(...states.map((state) => state.name.length))
  for (const state of states) {
    const when = state.appliedAt ? `applied  ${state.appliedAt.toISOString()}` : 'pending'
    console.log(`${state.name.padEnd(width)}  ${when}`)
  }
  const pending = states.filter((state) => !state.appliedAt).length
  console.log(`\n${states.length - pending} applied, ${pending} pending.`)
}

async function down(db: Database): Promise<void> {
  const undone = await migrateDownOne(db)
  console.log(undone ? `Rolled back: ${undone}` : 'No migration is applied: nothing to roll back.')
}

const commands: Record<string, (db: Database) => Promise<void>> = { up, status, down }
const name = process.argv[2] ?? 'up'
const command = commands[name]
if (!command) {
  console.error(`Unknown command "${name}": npm run migrate [-- status | down]`)
  process.exit(2)
}

const config = loadConfig()
const db = createDatabase({ url: config.databaseUrl })
try {
  await command(db)
} finally {
  await db.destroy()
}
