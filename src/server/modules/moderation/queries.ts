import { type ExpressionBuilder, sql } from 'kysely'
import type { Database } from '#server/db/database.js'
import type { DB } from '#server/db/schema.js'
import type { ReviewedTextField } from '#shared/api/staff-moderation.js'

/** How many of each kind the queue answers at once, oldest first. */
export const queuePage = 50

/**
 * A profile photo waiting for its check: not shown yet (pending), or shown and not checked yet. Fictional
 * profiles' photos are the staff's own and never wait.
 */
function photoWaits(eb: ExpressionBuilder<DB, 'photos'>) {
  return eb.and([
    eb('photos.purpose', '=', 'profile'),
    eb.or([
      eb('photos.status', '=', 'pending'),
      eb.and([eb('photos.status', '=', 'active'), eb('photos.reviewed_at', 'is', null)]),
    ]),
  ])
}

/** The site's waiting photos of real members whose accounts are not deleted: what the queue and its count read. */
function waitingPhotos(db: Database, siteId: number) {
  return db
    .selectFrom('photos')
    .innerJoin('users', 'users.id', 'photos.user_id')
    .where('users.site_id', '=', siteId)
    .where('users.deleted_at', 'is', null)
    .where('users.is_fictional', '=', 0)
    .where(photoWaits)
}

export function listWaitingPhotos(db: Database, siteId: number) {
  return (
    waitingPhotos(db, siteId)
      .select([
        'photos.id',
        'photos.user_id',
        'photos.filename',
        'photos.thumb_filename',
        'photos.width',
        'photos.height',
        'photos.is_private',
        'photos.status',
        'photos.created_at',
      ])
      // Photos nobody may see yet come first (their members wait for them), then shown ones not checked yet.
      .orderBy(sql`case when photos.status = 'pending' then 0 else 1 end`)
      .orderBy('photos.created_at')
      .orderBy('photos.id')
      .limit(queuePage)
      .execute()
  )
}

export async function countWaitingPhotos(db: Database, siteId: number): Promise<number> {
  const row = await waitingPhotos(db, siteId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** What the queue shows of the members it names. */
export function listMemberSummaries(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.signup_date',
      'users.status',
      'profiles.name',
      'profiles.birth_date',
      'profiles.country',
      'profiles.main_photo_id',
    ])
    .where('users.id', 'in', userIds)
    .execute()
}

/** The profile photos of these members that are not deleted, to compare faces. */
export function listPhotosOfMembers(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('photos')
    .select(['id', 'user_id', 'thumb_filename', 'status'])
    .where('user_id', 'in', userIds)
    .where('purpose', '=', 'profile')
    .where('status', 'in', ['pending', 'active', 'rejected'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}

/** A profile photo a decision may concern, with its member's site and language. */
export function findPhotoForDecision(db: Database, photoId: number) {
  return db
    .selectFrom('photos')
    .innerJoin('users', 'users.id', 'photos.user_id')
    .select([
      'photos.id',
      'photos.user_id',
      'photos.status',
      'photos.reviewed_at',
      'photos.filename',
      'users.site_id',
    ])
    .where('photos.id', '=', photoId)
    .where('photos.purpose', '=', 'profile')
    .where('photos.status', 'in', ['pending', 'active', 'rejected'])
    .executeTakeFirst()
}

export async function markPhotoReviewed(
  trx: Database,
  photoId: number,
  decision: { status: 'active' | 'rejected'; staffId: number; reason: string | null; now: number },
): Promise<void> {
  await trx
    .updateTable('photos')
    .set({
      status: decision.status,
      reviewed_at: decision.now,
      reviewed_by: decision.staffId,
      reject_reason: decision.reason,
    })
    .where('id', '=', photoId)
    .execute()
}

// ---------------------------------------------------------------------------------------------
// Texts

export function findPendingText(db: Database, userId: number, field: ReviewedTextField) {
  return db
    .selectFrom('text_reviews')
    .select(['id', 'old_value', 'new_value', 'held'])
    .where('user_id', '=', userId)
    .where('field', '=', field)
    .where('status', '=', 'pending')
    .executeTakeFirst()
}

export async function insertTextReview(
  trx: Database,
  row: {
    siteId: number
    userId: number
    field: ReviewedTextField
    oldValue: string | null
    newValue: string
    held: boolean
    now: number
  },
): Promise<void> {
  await trx
    .insertInto('text_reviews')
    .values({
      site_id: row.siteId,
      user_id: row.userId,
      field: row.field,
      old_value: row.oldValue,
      new_value: row.newValue,
      held: row.held ? 1 : 0,
      created_at: row.now,
    })
    .execute()
}

export async function updatePendingText(trx: Database, id: number, newValue: string, now: number) {
  await trx
    .updateTable('text_reviews')
    .set({ new_value: newValue, created_at: now })
    .where('id', '=', id)
    .execute()
}

export async function deleteTextReview(trx: Database, id: number): Promise<void> {
  await trx.deleteFrom('text_reviews').where('id', '=', id).execute()
}

/** The site's waiting texts of members whose accounts are not deleted. */
function waitingTexts(db: Database, siteId: number) {
  return db
    .selectFrom('text_reviews')
    .innerJoin('users', 'users.id', 'text_reviews.user_id')
    .where('text_reviews.site_id', '=', siteId)
    .where('text_reviews.status', '=', 'pending')
    .where('users.deleted_at', 'is', null)
}

export function listWaitingTexts(db: Database, siteId: number) {
  return waitingTexts(db, siteId)
    .select([
      'text_reviews.id',
      'text_reviews.user_id',
      'text_reviews.field',
      'text_reviews.old_value',
      'text_reviews.new_value',
      'text_reviews.held',
      'text_reviews.created_at',
    ])
    .orderBy('text_reviews.created_at')
    .orderBy('text_reviews.id')
    .limit(queuePage)
    .execute()
}

export async function countWaitingTexts(db: Database, siteId: number): Promise<number> {
  const row = await waitingTexts(db, siteId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function findTextReview(db: Database, id: number) {
  return db
    .selectFrom('text_reviews')
    .select(['id', 'site_id', 'user_id', 'field', 'old_value', 'new_value', 'held', 'status'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function markTextReviewed(
  trx: Database,
  id: number,
  decision: { status: 'approved' | 'rejected'; staffId: number; reason: string | null; now: number },
): Promise<void> {
  await trx
    .updateTable('text_reviews')
    .set({
      status: decision.status,
      reviewed_at: decision.now,
      reviewed_by: decision.staffId,
      reject_reason: decision.reason,
    })
    .where('id', '=', id)
    .execute()
}

export async function writeProfileText(
  trx: Database,
  userId: number,
  field: ReviewedTextField,
  value: string | null,
  now: number,
): Promise<void> {
  const set = field === 'name' ? { name: value ?? '' } : { about_me: value }
  await trx
    .updateTable('profiles')
    .set({ ...set, updated_at: now })
    .where('user_id', '=', userId)
    .execute()
}

export function findProfileTexts(db: Database, userId: number) {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select(['profiles.name', 'profiles.about_me', 'users.site_id'])
    .where('profiles.user_id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst()
}

/** The member's texts waiting unseen, and refusals of the last 30 days not followed by a newer change. */
export function listOwnTextReviews(db: Database, userId: number, since: number) {
  return db
    .selectFrom('text_reviews')
    .select(['id', 'field', 'new_value', 'held', 'status', 'reject_reason', 'created_at', 'reviewed_at'])
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'rejected'), eb('reviewed_at', '>=', since)]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export function findMemberContact(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.email', 'users.language', 'users.site_id', 'users.is_fictional', 'profiles.name'])
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst()
}

/** Refuses the member's waiting changes of a field (and a review just written for it). */
export async function refusePendingTexts(
  trx: Database,
  userId: number,
  field: ReviewedTextField,
  decision: { staffId: number; reason: string | null; now: number },
): Promise<void> {
  await trx
    .updateTable('text_reviews')
    .set({
      status: 'rejected',
      reviewed_at: decision.now,
      reviewed_by: decision.staffId,
      reject_reason: decision.reason,
    })
    .where('user_id', '=', userId)
    .where('field', '=', field)
    .where('status', '=', 'pending')
    .execute()
}
