import type { Database } from '#server/db/database.js'

/** The member's warnings they have not confirmed yet, oldest first. */
export function listUnreadWarnings(db: Database, userId: number) {
  return db
    .selectFrom('member_warnings')
    .select(['id', 'body', 'created_at'])
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .orderBy('id')
    .execute()
}

/** Marks one of the member's own warnings read; false when it is not theirs or not there. */
export async function markWarningRead(
  db: Database,
  userId: number,
  id: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('member_warnings')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) > 0) return true
  // Confirming twice (two tabs) is not an error; someone else's warning is not found.
  const row = await db
    .selectFrom('member_warnings')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row !== undefined
}
