// Rate-limit counters that every server process on one PostgreSQL database shares: one row per limited route
// and key (an address or a member), counting hits until reset_at. Made on both engines so that the two keep one
// schema, though SQLite (one process) counts in memory. Frozen: never import application code here.
import { sql } from 'kysely'
import { type AnyDb, isPostgres, notNull, timestamp } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  let table = db.schema.createTable('rate_limits')
  // Counters need not outlive a crash: unlogged, PostgreSQL writes them without the write-ahead log.
  if (isPostgres(db)) table = table.modifyFront(sql`unlogged`)
  await table
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', notNull)
    // When the window ends, epoch milliseconds. No index: every hit rewrites it, and only the cleanup job,
    // every few minutes, reads by it.
    .addColumn('reset_at', timestamp, notNull)
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limits').execute()
}
