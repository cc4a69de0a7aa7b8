import type { Database } from '#server/db/database.js'
import { countNewLikes } from '../likes/queries.js'
import { countUnreadMessages } from './queries.js'

/**
 * The totals behind the navigation badges and the app badge (docs/product.md §2 Top navigation, §4 Unread
 * badges).
 */
export interface BadgeTotals {
  num_unread_messages: number
  num_new_likes: number
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
