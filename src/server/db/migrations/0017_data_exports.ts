// Members' own data: a request for an export of everything the site holds about a member, prepared by a
// job into a ZIP file under the data folder and fetched once through a mailed link (only the link's hash is
// kept) or by the staff member who asked for it. Frozen: never import application code here.
import { type AnyDb, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('data_exports'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('token_hash', 'varchar(64)')
    .addColumn('file', 'varchar(80)')
    .addColumn('size_bytes', timestamp)
    .addColumn('lease_until', timestamp)
    .addColumn('created_at', timestamp, notNull)
    .addColumn('ready_at', timestamp)
    .addColumn('expires_at', timestamp)
    .addColumn('downloaded_at', timestamp)
    .execute()
  await db.schema
    .createIndex('data_exports_user')
    .on('data_exports')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('data_exports_status')
    .on('data_exports')
    .columns(['status', 'created_at'])
    .execute()
  await db.schema.createIndex('data_exports_token').on('data_exports').column('token_hash').unique().execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('data_exports').execute()
}
