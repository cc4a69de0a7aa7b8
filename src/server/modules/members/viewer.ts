import { type Database, isPostgres } from '#server/db/database.js'
import { blockedEitherWay, shortBlockList } from '../blocks/queries.js'
import { findViewerProfile, findViewerWithBlocks, type ViewerProfile } from './queries.js'

/** The viewer's profile and the members blocked either way (null when many), as member lists need them. */
export async function loadViewer(
  db: Database,
  userId: number,
): Promise<{ profile: ViewerProfile | null; blocked: number[] | null }> {
  if (isPostgres(db)) {
    const { user_id, country, gender, sexuality, latitude, longitude, blocked, blockers } =
      await findViewerWithBlocks(db, userId)
    return {
      profile:
        user_id === null || country === null ? null : { country, gender, sexuality, latitude, longitude },
      blocked: shortBlockList(blocked, blockers),
    }
  }
  const [profile, blocked] = await Promise.all([findViewerProfile(db, userId), blockedEitherWay(db, userId)])
  return { profile, blocked }
}
