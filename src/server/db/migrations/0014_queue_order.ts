// The operator console lists the queue oldest first, 50 at a time: over every site (an admin) or in one
// language. With only the per-site index, both engines joined and sorted every waiting conversation (10,000 on
// a busy site) to show the first 50; these indexes give the order, so the list reads 50 rows and stops. The
// conversation id breaks ties, as the list orders. Frozen: never import application code here.
import type { AnyDb } from './helpers.js'

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('conversation_queue_waiting')
    .on('conversation_queue')
    .columns(['waiting_since', 'conversation_id'])
    .execute()
  await db.schema
    .createIndex('conversation_queue_language_waiting')
    .on('conversation_queue')
    .columns(['language', 'waiting_since', 'conversation_id'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('conversation_queue_language_waiting').execute()
  await db.schema.dropIndex('conversation_queue_waiting').execute()
}
