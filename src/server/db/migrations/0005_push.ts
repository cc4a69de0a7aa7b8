// Web push: the installation's VAPID keys and when a member's page was last hidden. Frozen: never import
// application code here.
import { type AnyDb, notNull, timestamp } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  // Secrets made once per installation and shared by every server process (the VAPID key pair): the
  // first process to start inserts them, the others read what it wrote.
  await db.schema
    .createTable('installation_keys')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', notNull)
    .addColumn('created_at', timestamp, notNull)
    .execute()

  // POST /api/page-hidden.php (docs/product.md §7): the last time this session's page went into the
  // background.
  await db.schema.alterTable('sessions').addColumn('hidden_at', timestamp).execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('hidden_at').execute()
  await db.schema.dropTable('installation_keys').execute()
}
