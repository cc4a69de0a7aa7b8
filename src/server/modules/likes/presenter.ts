import type { Database } from '#server/db/database.js'
import type { LikeState } from '#shared/api/likes.js'
import type { MemberCard } from '#shared/api/members.js'
import { type CardContext, presentCard } from '../members/cards.js'
import { cardRows } from './queries.js'

export function likeState(likes: { liked: boolean; received: boolean }): LikeState {
  if (likes.liked && likes.received) return 'match'
  if (likes.liked) return 'liked'
  return likes.received ? 'received' : 'none'
}

/**
 * Cards of members the caller has already decided the viewer may see (likes lists, the match modal), in the
 * order of `ids`; invisible members are among them when they reached the viewer.
 */
export async function likeCards(db: Database, context: CardContext, ids: number[]): Promise<MemberCard[]> {
  if (ids.length === 0) return []
  const rows = await cardRows(db, context.site.id, ids)
  const byId = new Map(rows.map((row) => [row.user_id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [presentCard(row, context)] : []
  })
}
