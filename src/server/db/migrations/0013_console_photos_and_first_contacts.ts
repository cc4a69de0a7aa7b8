// The console's photo answers and first contacts: a held answer may carry a photo, and every message a
// fictional profile sent first to a new member is kept, once per member and profile. Frozen: never import
// application code here.
import { type AnyDb, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('held_replies').addColumn('photo_id', 'integer').execute()

  await withId(db, db.schema.createTable('first_contacts'))
    .addColumn('site_id', 'integer', notNull)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fictional_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('conversation_id', 'integer', (c) => c.references('conversations.id').onDelete('set null'))
    .addColumn('message_id', 'integer')
    .addColumn('sent_at', timestamp, notNull)
    .addUniqueConstraint('first_contacts_pair', ['member_id', 'fictional_id'])
    .execute()
  await db.schema
    .createIndex('first_contacts_site_sent')
    .on('first_contacts')
    .columns(['site_id', 'sent_at'])
    .execute()
  await db.schema
    .createIndex('first_contacts_conversation')
    .on('first_contacts')
    .column('conversation_id')
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('first_contacts').execute()
  await db.schema.alterTable('held_replies').dropColumn('photo_id').execute()
}
