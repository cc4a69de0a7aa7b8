import type { Database } from '#server/db/database.js'

/**
 * The queue's rows follow the messages (docs/product.md, Staff): a member's message to a fictional profile
 * puts the conversation in the queue (its first unanswered message's time kept), the profile's answer takes
 * it out. Written in the message's own transaction, so the queue never disagrees with the conversation.
 */
export async function enqueueConversation(
  trx: Database,
  entry: {
    conversationId: number
    siteId: number
    fictionalId: number
    memberId: number
    language: string
    now: number
  },
): Promise<void> {
  await trx
    .insertInto('conversation_queue')
    .values({
      conversation_id: entry.conversationId,
      site_id: entry.siteId,
      fictional_id: entry.fictionalId,
      member_id: entry.memberId,
      language: entry.language,
      waiting_since: entry.now,
    })
    .onConflict((conflict) => conflict.column('conversation_id').doNothing())
    .execute()
}

export async function dequeueConversation(trx: Database, conversationId: number): Promise<void> {
  await trx.deleteFrom('conversation_queue').where('conversation_id', '=', conversationId).execute()
}
