// Notification mails, mail stops, complaints from visitors and mail campaigns. Frozen: never import
// application code here.
import { type AnyDb, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  // The queue every notification mail goes through. A row is claimed with a lease, so that several server
  // processes never send it twice and a crashed sender's row is taken over when its lease runs out.
  // batch_key is unique while the row is open ("new_messages:42": later messages join the waiting mail);
  // sending renames it (key#id), so the next message opens a new batch.
  await withId(db, db.schema.createTable('notification_mails'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(40)', notNull)
    .addColumn('batch_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('due_at', timestamp, notNull)
    .addColumn('lease_holder', 'varchar(100)')
    .addColumn('lease_until', timestamp)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // sent, skipped (nothing left to say, or the member does not want it) or failed (gave up).
    .addColumn('outcome', 'varchar(20)')
    .addColumn('sent_at', timestamp)
    .addColumn('created_at', timestamp, notNull)
    .execute()
  await db.schema
    .createIndex('notification_mails_due_idx')
    .on('notification_mails')
    .columns(['outcome', 'due_at'])
    .execute()
  await db.schema
    .createIndex('notification_mails_user_idx')
    .on('notification_mails')
    .columns(['user_id', 'type', 'sent_at'])
    .execute()

  // Every bounce, spam report (fbl) and list-unsubscribe that stopped mail to an address, for the staff.
  await withId(db, db.schema.createTable('mail_reports'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'varchar(254)', notNull)
    .addColumn('kind', 'varchar(20)', notNull)
    .addColumn('detail', 'varchar(300)')
    .addColumn('created_at', timestamp, notNull)
    .execute()
  await db.schema.createIndex('mail_reports_email_idx').on('mail_reports').columns(['email']).execute()

  // Promotions and news, written by the staff, sent only to members who consented to that type.
  await withId(db, db.schema.createTable('mail_campaigns'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', notNull)
    // {"en": {"subject": "...", "body": "..."}, "de": {...}}: members get their language, else en.
    .addColumn('content', 'text', notNull)
    .addColumn('send_at', timestamp, notNull)
    .addColumn('queued_at', timestamp)
    .addColumn('created_at', timestamp, notNull)
    .execute()

  // A visitor's complaint is acknowledged at the address given; a member's at the account's.
  await db.schema.alterTable('complaints').addColumn('email', 'varchar(254)').execute()
  await db.schema.alterTable('complaints').addColumn('name', 'varchar(60)').execute()
  await db.schema.alterTable('complaints').addColumn('language', 'varchar(8)').execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('complaints').dropColumn('language').execute()
  await db.schema.alterTable('complaints').dropColumn('name').execute()
  await db.schema.alterTable('complaints').dropColumn('email').execute()
  await db.schema.dropTable('mail_campaigns').execute()
  await db.schema.dropTable('mail_reports').execute()
  await db.schema.dropTable('notification_mails').execute()
}
