// Spam and scam defence in chat: every member message keeps a fingerprint of its normalised text (so that
// "the same text to many members" is one indexed count), a held message waits unseen by its recipient until a
// moderator clears it, and every rule a sender hits leaves a flag with its evidence for the review list.
// Since a held message is the sender's last message but not yet the recipient's, each member keeps the last
// message they may see (their list's order and preview); the conversation's own last message is the last one
// delivered to both.
// Frozen: never import application code here.
import { sql } from 'kysely'
import { type AnyDb, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('messages').addColumn('fingerprint', 'varchar(32)').execute()
  // Set while the message waits for review; null once delivered (the normal case).
  await db.schema.alterTable('messages').addColumn('held_at', timestamp).execute()
  // The last message this member may see (null before any): a held message is on the sender's row only.
  await db.schema.alterTable('conversation_members').addColumn('last_message_at', timestamp).execute()
  await db.schema.alterTable('conversation_members').addColumn('last_message_id', 'integer').execute()
  await sql`update conversation_members set
      last_message_at = (select c.last_message_at from conversations c where c.id = conversation_members.conversation_id),
      last_message_id = (select c.last_message_id from conversations c where c.id = conversation_members.conversation_id)`.execute(
    db,
  )
  await db.schema
    .createIndex('messages_sender_fingerprint')
    .on('messages')
    .columns(['sender_id', 'fingerprint', 'created_at'])
    .execute()

  await withId(db, db.schema.createTable('message_flags'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rule', 'varchar(20)', notNull)
    // What one open flag gathers: the fingerprint for the same text, the rule's name otherwise.
    .addColumn('flag_key', 'varchar(40)', notNull)
    // JSON: the text, counts, recipients and message ids the rule saw.
    .addColumn('evidence', 'text', notNull)
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', timestamp, notNull)
    .addColumn('last_hit_at', timestamp, notNull)
    .addColumn('resolved_at', timestamp)
    .addColumn('resolved_by', 'integer')
    // cleared or disabled
    .addColumn('resolution', 'varchar(10)')
    .execute()
  await db.schema
    .createIndex('message_flags_open')
    .on('message_flags')
    .columns(['site_id', 'resolved_at', 'last_hit_at'])
    .execute()
  await db.schema
    .createIndex('message_flags_member')
    .on('message_flags')
    .columns(['user_id', 'resolved_at', 'flag_key'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('message_flags').execute()
  await db.schema.dropIndex('messages_sender_fingerprint').execute()
  await db.schema.alterTable('conversation_members').dropColumn('last_message_id').execute()
  await db.schema.alterTable('conversation_members').dropColumn('last_message_at').execute()
  await db.schema.alterTable('messages').dropColumn('held_at').execute()
  await db.schema.alterTable('messages').dropColumn('fingerprint').execute()
}
