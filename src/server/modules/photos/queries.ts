import type { Database } from '#server/db/database.js'

/** The states of a photo its owner has in their gallery: shown, or waiting for its check (seen by them only). */
const ownStates = ['active', 'pending']

/** The member's own gallery, waiting photos included, in their order. */
export function listOwnPhotos(db: Database, userId: number) {
  return db
    .selectFrom('photos')
    .select(['id', 'filename', 'thumb_filename', 'is_private', 'sort_order', 'status'])
    .where('user_id', '=', userId)
    .where('status', 'in', ownStates)
    .where('purpose', '=', 'profile')
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}

/** The member's photos that others may be shown (private ones included), in their order. */
export function listActivePhotos(db: Database, userId: number) {
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

/**
 * One of the member's own photos: in their gallery, or (`refusedToo`) refused by the site's team, which the
 * member may only delete.
 */
export function findOwnPhoto(trx: Database, userId: number, photoId: number, refusedToo = false) {
  return trx
    .selectFrom('photos')
    .select(['id', 'filename', 'thumb_filename', 'is_private', 'status'])
    .where('id', '=', photoId)
    .where('user_id', '=', userId)
    .where('status', 'in', refusedToo ? [...ownStates, 'rejected'] : ownStates)
    .where('purpose', '=', 'profile')
    .executeTakeFirst()
}

/** An active photo of a member's gallery with what copying its files needs. */
export function findGalleryPhoto(db: Database, userId: number, photoId: number) {
  return db
    .selectFrom('photos')
    .select(['id', 'filename', 'thumb_filename', 'width', 'height'])
    .where('id', '=', photoId)
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .where('purpose', '=', 'profile')
    .executeTakeFirst()
}

export async function mainPhotoId(db: Database, userId: number): Promise<number | null> {
  const profile = await db
    .selectFrom('profiles')
    .select('main_photo_id')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return profile?.main_photo_id ?? null
}

/** Positions 0..n-1 in the given order. */
export async function writeOrder(trx: Database, userId: number, ids: number[]): Promise<void> {
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
 * Keeps the main photo a public, shown one: `prefer` if given, else the current main photo while it
 * still qualifies, else the first public photo in the member's order (never `avoid`), else none.
 * has_photo follows, since search shows members "with photo" by it.
 */
export async function settleMainPhoto(
  trx: Database,
  userId: number,
  options: { prefer?: number; avoid?: number } = {},
): Promise<number | null> {
  const photos = await listOwnPhotos(trx, userId)
  // Only a shown photo can be the main one: a waiting photo is not seen by others yet.
  const publicIds = photos
    .filter((photo) => photo.is_private === 0 && photo.status === 'active')
    .map((photo) => photo.id)
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

/**
 * The photo of the site a CDN file name belongs to (the photo itself or its thumbnail): a shown one, or one
 * waiting for its check (which only its owner is served).
 */
export function findPhotoFile(db: Database, siteId: number, file: string) {
  return db
    .selectFrom('photos')
    .innerJoin('users', 'users.id', 'photos.user_id')
    .select(['photos.id', 'photos.user_id', 'photos.is_private', 'photos.purpose', 'photos.status'])
    .where((eb) => eb.or([eb('photos.filename', '=', file), eb('photos.thumb_filename', '=', file)]))
    .where('photos.status', 'in', ownStates)
    .where('users.site_id', '=', siteId)
    .where('users.status', 'in', ['active', 'not_confirmed'])
    .executeTakeFirst()
}

/**
 * A photo file for the back-office: of any site, whatever its owner's state, private and chat photos
 * included (the caller checks that the staff member answers to the site).
 */
export function findPhotoFileForStaff(db: Database, file: string) {
  return db
    .selectFrom('photos')
    .innerJoin('users', 'users.id', 'photos.user_id')
    .select(['photos.id', 'users.site_id'])
    .where((eb) => eb.or([eb('photos.filename', '=', file), eb('photos.thumb_filename', '=', file)]))
    .where('photos.status', '!=', 'deleted')
    .executeTakeFirst()
}

/** How many profile photos the member has, waiting ones included (refused ones do not count). */
export async function countProfilePhotos(trx: Database, userId: number): Promise<number> {
  const { count } = await trx
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', ownStates)
    .where('purpose', '=', 'profile')
    .executeTakeFirstOrThrow()
  return Number(count)
}

export interface NewPhoto {
  filename: string
  thumbFilename: string
  width: number
  height: number
  isPrivate: boolean
}

/**
 * Stores an uploaded profile photo at position `sortOrder`: shown at once (and checked later), or `pending`
 * when the site checks photos before they show.
 */
export function insertPhoto(
  trx: Database,
  userId: number,
  row: NewPhoto,
  sortOrder: number,
  status: 'active' | 'pending',
) {
  return trx
    .insertInto('photos')
    .values({
      user_id: userId,
      filename: row.filename,
      thumb_filename: row.thumbFilename,
      width: row.width,
      height: row.height,
      is_private: row.isPrivate ? 1 : 0,
      status,
      sort_order: sortOrder,
      created_at: Date.now(),
    })
    .returning(['id', 'filename', 'thumb_filename', 'is_private', 'sort_order', 'status'])
    .executeTakeFirstOrThrow()
}

export async function setPhotoPrivate(trx: Database, photoId: number, isPrivate: boolean): Promise<void> {
  await trx
    .updateTable('photos')
    .set({ is_private: isPrivate ? 1 : 0 })
    .where('id', '=', photoId)
    .execute()
}

export async function markPhotoDeleted(trx: Database, photoId: number): Promise<void> {
  await trx.updateTable('photos').set({ status: 'deleted' }).where('id', '=', photoId).execute()
}

/** An active profile photo of a member of the site who may be shown, by its file name. */
export function findPhotoOfSite(db: Database, siteId: number, filename: string) {
  return db
    .selectFrom('photos')
    .innerJoin('users', 'users.id', 'photos.user_id')
    .select(['photos.thumb_filename'])
    .where('photos.filename', '=', filename)
    .where('photos.status', '=', 'active')
    .where('photos.purpose', '=', 'profile')
    .where('users.site_id', '=', siteId)
    .where('users.status', 'in', ['active', 'not_confirmed'])
    .executeTakeFirst()
}

/** The member's photos the site's team refused and the member has not deleted yet, with the reason. */
export function listRefusedPhotos(db: Database, userId: number) {
  return db
    .selectFrom('photos')
    .select(['id', 'reject_reason', 'reviewed_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'rejected')
    .where('purpose', '=', 'profile')
    .orderBy('id')
    .execute()
}
