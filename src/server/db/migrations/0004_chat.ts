// Chat: photos sent in a conversation, list previews and the staff inbox, the free conversation allowance,
// gifts by slug. Frozen: never import application code here.
import type { AnyDb } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  // 'profile' photos show on profiles; 'chat' photos only in the conversation they were sent in.
  await db.schema
    .alterTable('photos')
    .addColumn('purpose', 'varchar(10)', (c) => c.notNull().defaultTo('profile'))
    .execute()

  // The last message of a conversation, so that the list previews it and the staff inbox finds the
  // conversations whose last word is the member's without reading messages.
  await db.schema.alterTable('conversations').addColumn('last_message_id', 'integer').execute()
  await db.schema.alterTable('conversations').addColumn('last_sender_id', 'integer').execute()
  await db.schema
    .createIndex('conversations_site_last_idx')
    .on('conversations')
    .columns(['site_id', 'last_message_id'])
    .execute()
  // A free member may start 2 conversations: counted on every first message.
  await db.schema.createIndex('conversations_started_idx').on('conversations').column('started_by').execute()

  // Messages up to this id are hidden for the member who removed the conversation: when a new message
  // brings it back, the old ones stay gone.
  await db.schema.alterTable('conversation_members').addColumn('cleared_message_id', 'integer').execute()

  // A chat photo is looked up by its message when someone asks for its file.
  await db.schema.createIndex('messages_photo_idx').on('messages').column('photo_id').execute()

  // One gift per slug and site; global gifts (site_id null) are kept unique by the reference data sync.
  await db.schema.createIndex('gifts_slug_idx').on('gifts').columns(['slug', 'site_id']).execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('gifts_slug_idx').execute()
  await db.schema.dropIndex('messages_photo_idx').execute()
  await db.schema.alterTable('conversation_members').dropColumn('cleared_message_id').execute()
  await db.schema.dropIndex('conversations_started_idx').execute()
  await db.schema.dropIndex('conversations_site_last_idx').execute()
  await db.schema.alterTable('conversations').dropColumn('last_sender_id').execute()
  await db.schema.alterTable('conversations').dropColumn('last_message_id').execute()
  await db.schema.alterTable('photos').dropColumn('purpose').execute()
}
