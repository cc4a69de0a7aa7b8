import type { Transaction } from 'kysely'
import { type Database, supportsRowLocks } from '../../db/database.js'
import type { DB } from '../../db/schema.js'

type Trx = Transaction<DB>

/**
 * Locks the member's row for the rest of the transaction, so that their photo changes run one after
 * another: two uploads cannot both take the last place, a reorder cannot miss a photo uploaded meanwhile.
 */
export async function lockMember(db: Database, trx: Trx, userId: number): Promise<void> {
  const lock = trx.selectFrom('users').select('id').where('id', '=', userId)
  await (supportsRowLocks(db) ? lock.forUpdate() : lock).execute()
}

export function listActivePhotos(db: Database | Trx, userId: number) {
  return db
    .selectFrom('photos')
    .select(['id', 'filename', 'thumb_filename', 'is_private', 'sort_order'])
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('purpose', '=', 'profile')
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}

export function findOwnPhoto(trx: Trx, userId: number, photoId: number) {
  return trx
    .selectFrom('photos')
    .select(['id', 'filename', 'thumb_filename', 'is_private'])
    .where('id', '=', photoId)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('purpose', '=', 'profile')
    .executeTakeFirst()
}

export async function mainPhotoId(db: Database | Trx, userId: number): Promise<number | null> {
  const profile = await db
    .selectFrom('profiles')
    .select('main_photo_id')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return profile?.main_photo_id ?? null
}

/** Positions 0..n-1 in the given order. */
export async function writeOrder(trx: Trx, userId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await trx
      .updateTable('photos')
      .set({ sort_order: position })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute()
  }
}

/**
 * Keeps the main photo a public, active one: `prefer` if given, else the current main photo while it
 * still qualifies, else the first public photo in the member's order (never `avoid`), else none.
 * has_photo follows, since search shows members "with photo" by it.
 */
export async function settleMainPhoto(
  trx: Trx,
  userId: number,
  options: { prefer?: number; avoid?: number } = {},
): Promise<number | null> {
  const photos = await listActivePhotos(trx, userId)
  const publicIds = photos.filter((photo) => photo.is_private === 0).map((photo) => photo.id)
  const current = await mainPhotoId(trx, userId)
  const eligible = publicIds.filter((id) => id !== options.avoid)
  let main: number | null
  if (options.prefer !== undefined && publicIds.includes(options.prefer)) main = options.prefer
  else if (current !== null && eligible.includes(current)) main = current
  else main = eligible[0] ?? null
  if (main !== current) {
    await trx
      .updateTable('profiles')
      .set({ main_photo_id: main, has_photo: main === null ? 0 : 1, updated_at: Date.now() })
      .where('user_id', '=', userId)
      .execute()
  }
  return main
}
