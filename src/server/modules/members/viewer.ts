import type { Database } from '../../db/database.js'
import { blockedEitherWay } from '../blocks/queries.js'

/** What member lists need to know about the member looking at them. */
export interface ViewerProfile {
  country: string
  gender: string | null
  sexuality: string | null
  latitude: number | null
  longitude: number | null
}

export async function findViewerProfile(db: Database, userId: number): Promise<ViewerProfile | null> {
  const row = await db
    .selectFrom('profiles')
    .select(['country', 'gender', 'sexuality', 'latitude', 'longitude'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ?? null
}

/** The viewer's profile and the members blocked either way (null when many), as member lists need them. */
export async function loadViewer(db: Database, userId: number) {
  const [profile, blocked] = await Promise.all([findViewerProfile(db, userId), blockedEitherWay(db, userId)])
  return { profile, blocked }
}
