// A site's own logo (white label), kept in the database so that every server process serves it.
// Frozen: never import application code here.
import { type AnyDb, isPostgres, notNull, timestamp } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('site_logos')
    .addColumn('site_id', 'integer', (c) => c.primaryKey().references('sites.id').onDelete('cascade'))
    // A PNG, at most 512 pixels on its longer side.
    .addColumn('image', isPostgres(db) ? 'bytea' : 'blob', notNull)
    .addColumn('width', 'integer', notNull)
    .addColumn('height', 'integer', notNull)
    // Names the version in the logo's address, so that browsers may keep each version for good.
    .addColumn('updated_at', timestamp, notNull)
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('site_logos').execute()
}
