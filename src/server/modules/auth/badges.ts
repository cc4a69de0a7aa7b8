import { sql } from 'kysely'
import type { Database } from '../../db/database.js'
import { countNewLikes } from '../likes/queries.js'

/**
 * The totals behind the navigation badges and the app badge (docs/product.md §2 Top navigation, §4 Unread
 * badges).
 */
export interface BadgeTotals {
  num_unread_messages: number
  num_new_likes: number
}

/**
 * Unread messages in the member's conversations that are still in their list. The chat module keeps
 * `num_unread` per member of a conversation; removing a conversation from the list hides its count too,
 * and so does the other member leaving (deleted, disabled): chats.php no longer lists that conversation.
 */
export async function countUnreadMessages(db: Database, userId: number): Promise<number> {
  const row = await db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .innerJoin('users as o', (join) =>
      join.on(
        'o.id',
        '=',
        sql<number>`case when c.user_low_id = ${userId} then c.user_high_id else c.user_low_id end`,
      ),
    )
    .innerJoin('profiles as op', 'op.user_id', 'o.id')
    .select((eb) => eb.fn.sum<number | string | null>('cm.num_unread').as('total'))
    .where('cm.user_id', '=', userId)
    .where('cm.removed_at', 'is', null)
    .where('cm.num_unread', '>', 0)
    .where('o.status', '=', 'active')
    .where('op.status', '=', 'active')
    .executeTakeFirstOrThrow()
  return Number(row.total ?? 0)
}

/**
 * Both badge totals, counted one way for every caller: user.php, chats.php and the realtime 'unread'
 * frame must never disagree.
 */
export async function badgeTotals(db: Database, siteId: number, userId: number): Promise<BadgeTotals> {
  const [unread, newLikes] = await Promise.all([
    countUnreadMessages(db, userId),
    countNewLikes(db, siteId, userId),
  ])
  return { num_unread_messages: unread, num_new_likes: newLikes }
}
