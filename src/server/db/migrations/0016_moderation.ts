// Moderation: a photo remembers when and by whom it was checked and why it was refused (its status gains
// 'pending' and 'rejected'), and a changed name or about-me text waits in text_reviews with the text it
// replaces. Photos that exist already count as checked, so that the queue starts empty.
// Frozen: never import application code here.
import { sql } from 'kysely'
import { type AnyDb, flag, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('photos').addColumn('reviewed_at', timestamp).execute()
  await db.schema.alterTable('photos').addColumn('reviewed_by', 'integer').execute()
  await db.schema.alterTable('photos').addColumn('reject_reason', 'varchar(32)').execute()
  await db.updateTable('photos').set({ reviewed_at: sql`created_at` }).execute()
  await db.schema.createIndex('photos_review_queue').on('photos').columns(['status', 'reviewed_at']).execute()

  await withId(db, db.schema.createTable('text_reviews'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('field', 'varchar(16)', notNull)
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text', notNull)
    // 1: the new text waits unseen (checked before showing); 0: it shows already.
    .addColumn('held', 'integer', flag(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reject_reason', 'varchar(32)')
    .addColumn('created_at', timestamp, notNull)
    .addColumn('reviewed_at', timestamp)
    .addColumn('reviewed_by', 'integer')
    .execute()
  await db.schema
    .createIndex('text_reviews_queue')
    .on('text_reviews')
    .columns(['site_id', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('text_reviews_member')
    .on('text_reviews')
    .columns(['user_id', 'field'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('text_reviews').execute()
  await db.schema.dropIndex('photos_review_queue').execute()
  await db.schema.alterTable('photos').dropColumn('reject_reason').execute()
  await db.schema.alterTable('photos').dropColumn('reviewed_by').execute()
  await db.schema.alterTable('photos').dropColumn('reviewed_at').execute()
}
