import type { Database } from '#server/db/database.js'
import { visibleMembersFor } from '../members/queries.js'

/** Those of `members` the viewer may see (visible, not the viewer, no block either way). */
export async function visibleAmong(
  db: Database,
  siteId: number,
  viewerId: number,
  members: number[],
): Promise<number[]> {
  const rows = await visibleMembersFor(db, siteId, viewerId)
    .where('profiles.user_id', 'in', members)
    .execute()
  return rows.map((row) => row.user_id)
}

/** Which of the interests each of the members has, one row per member and interest. */
export function interestsAmong(db: Database, members: number[], interests: number[]) {
  return db
    .selectFrom('profile_interests')
    .select(['user_id', 'interest_id'])
    .where('user_id', 'in', members)
    .where('interest_id', 'in', interests)
    .execute()
}
