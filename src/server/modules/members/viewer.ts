import type { Database } from '#server/db/database.js'
import { blockedEitherWay } from '../blocks/queries.js'
import { findViewerProfile } from './queries.js'

// The viewer's profile query lives in queries.ts; it stays importable from here for the modules that still
// do (notifications).

/** The viewer's profile and the members blocked either way (null when many), as member lists need them. */
export async function loadViewer(db: Database, userId: number) {
  const [profile, blocked] = await Promise.all([findViewerProfile(db, userId), blockedEitherWay(db, userId)])
  return { profile, blocked }
}
