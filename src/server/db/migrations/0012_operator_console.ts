// The operator console: fictional profiles as staff keep them, the queue of members waiting for their answer,
// the operators' claims on conversations, and their notes. Frozen: never import application code here.
import { sql } from 'kysely'
import { type AnyDb, notNull, timestamp, withId } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  // A fictional profile (users.is_fictional = 1) as the back-office keeps it: active (in search and
  // answered), paused (in search, not answered: the queue does not show it), or retired (out of search).
  await db.schema
    .createTable('fictional_profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('state', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    // JSON array of the languages the profile writes in; empty: the site's language.
    .addColumn('languages', 'varchar(100)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_by', 'integer')
    .addColumn('created_at', timestamp, notNull)
    .addColumn('updated_at', timestamp, notNull)
    .execute()
  await db.schema
    .createIndex('fictional_profiles_site')
    .on('fictional_profiles')
    .columns(['site_id', 'state'])
    .execute()

  // Which operators may write as a profile; a profile with none here may be answered by every operator.
  await db.schema
    .createTable('fictional_operators')
    .addColumn('fictional_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('fictional_operators_pk', ['fictional_id', 'operator_id'])
    .execute()

  // A conversation whose member wrote to a fictional profile and waits for the answer: written with the
  // member's message, deleted with the answer. `waiting_since` is the first unanswered message's time.
  await db.schema
    .createTable('conversation_queue')
    .addColumn('conversation_id', 'integer', (c) =>
      c.primaryKey().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'integer', notNull)
    .addColumn('fictional_id', 'integer', notNull)
    .addColumn('member_id', 'integer', notNull)
    .addColumn('language', 'varchar(8)', notNull)
    .addColumn('waiting_since', timestamp, notNull)
    .execute()
  await db.schema
    .createIndex('conversation_queue_site_waiting')
    .on('conversation_queue')
    .columns(['site_id', 'waiting_since'])
    .execute()

  // One operator at a time answers a conversation: the primary key lets exactly one claim in.
  await db.schema
    .createTable('conversation_claims')
    .addColumn('conversation_id', 'integer', (c) =>
      c.primaryKey().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('claimed_at', timestamp, notNull)
    .addColumn('expires_at', timestamp, notNull)
    .execute()
  await db.schema
    .createIndex('conversation_claims_operator')
    .on('conversation_claims')
    .column('operator_id')
    .execute()

  // What operators keep about a member or a fictional profile, one text each, read by every later operator.
  await db.schema
    .createTable('staff_notes')
    .addColumn('subject_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', notNull)
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', timestamp, notNull)
    .execute()

  // Answers held back by the site's natural delay, sent by a job when their time comes.
  await withId(db, db.schema.createTable('held_replies'))
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'integer', notNull)
    .addColumn('fictional_id', 'integer', notNull)
    .addColumn('member_id', 'integer', notNull)
    .addColumn('operator_id', 'integer', notNull)
    .addColumn('kind', 'varchar(16)', notNull)
    .addColumn('body', 'text')
    .addColumn('gift_id', 'integer')
    .addColumn('send_at', timestamp, notNull)
    .addColumn('created_at', timestamp, notNull)
    .execute()
  await db.schema.createIndex('held_replies_send_at').on('held_replies').column('send_at').execute()
  await db.schema
    .createIndex('held_replies_conversation')
    .on('held_replies')
    .column('conversation_id')
    .execute()

  // Operators' statistics read their own answers by day; only answers carry an operator.
  await db.schema
    .createIndex('messages_answered_idx')
    .on('messages')
    .columns(['answered_by', 'created_at'])
    .where(sql.ref('answered_by'), 'is not', null)
    .execute()

  // The fictional profiles there are, and the members already waiting for one of them.
  const now = Date.now()
  await sql`insert into fictional_profiles (user_id, site_id, state, languages, created_at, updated_at)
    select id, site_id, 'active', '[]', ${now}, ${now} from users where is_fictional = 1`.execute(db)
  await sql`insert into conversation_queue (conversation_id, site_id, fictional_id, member_id, language, waiting_since)
    select c.id, c.site_id, f.id, m.id, m.language, c.last_message_at
    from conversations c
    join users m on m.id = c.last_sender_id
    join users f on f.id = case when c.user_low_id = c.last_sender_id then c.user_high_id else c.user_low_id end
    where c.last_message_at is not null and m.is_fictional = 0 and f.is_fictional = 1`.execute(db)
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('messages_answered_idx').execute()
  for (const table of [
    'held_replies',
    'staff_notes',
    'conversation_claims',
    'conversation_queue',
    'fictional_operators',
    'fictional_profiles',
  ])
    await db.schema.dropTable(table).execute()
}
