// Test helpers for chat.
import type { TestApp } from '#server/test/harness.js'

/**
 * Inserts a conversation between two members on the test site, started by `from`, with the pair in the
 * order the table keeps it (lower id first), and both members' rows as a first send makes them. Returns its id.
 */
export async function insertConversation(
  t: TestApp,
  from: number,
  to: number,
  times: { created_at?: number; last_message_at?: number } = {},
): Promise<number> {
  const row = await t.db
    .insertInto('conversations')
    .values({
      site_id: t.siteId,
      user_low_id: Math.min(from, to),
      user_high_id: Math.max(from, to),
      started_by: from,
      created_at: Date.now(),
      ...times,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  // As a send makes it: with both members' rows.
  await t.db
    .insertInto('conversation_members')
    .values([
      { conversation_id: row.id, user_id: from },
      { conversation_id: row.id, user_id: to },
    ])
    .execute()
  return row.id
}

/** A chat message sent through the API, as the web app sends one. */
export function postMessage(t: TestApp, cookie: string, member: number, text: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/message.php',
    headers: { host: 'localhost', cookie },
    payload: { member, text },
  })
}
