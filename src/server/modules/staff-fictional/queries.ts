import type { Insertable, Updateable } from 'kysely'
import type { Database } from '#server/db/database.js'
import type { DB } from '#server/db/schema.js'

export interface FictionalFilter {
  /** null: every site. */
  siteIds: readonly number[] | null
  site?: number
  state?: string
  id?: number
}

/** The fictional profiles of the sites a staff member answers to, newest first, with their profile row. */
export function listFictionalRows(db: Database, filter: FictionalFilter) {
  let query = db
    .selectFrom('fictional_profiles')
    .innerJoin('profiles', 'profiles.user_id', 'fictional_profiles.user_id')
    .select([
      'fictional_profiles.user_id',
      'fictional_profiles.site_id',
      'fictional_profiles.state',
      'fictional_profiles.languages',
      'fictional_profiles.created_at',
      'profiles.name',
      'profiles.gender',
      'profiles.sexuality',
      'profiles.birth_date',
      'profiles.country',
      'profiles.region_id',
      'profiles.city',
      'profiles.latitude',
      'profiles.longitude',
      'profiles.hair_color',
      'profiles.eye_color',
      'profiles.body_type',
      'profiles.relationship_status',
      'profiles.tattoos',
      'profiles.height_cm',
      'profiles.about_me',
      'profiles.main_photo_id',
    ])
    .orderBy('fictional_profiles.created_at', 'desc')
    .orderBy('fictional_profiles.user_id', 'desc')
  if (filter.siteIds !== null) {
    if (filter.siteIds.length === 0) return null
    query = query.where('fictional_profiles.site_id', 'in', [...filter.siteIds])
  }
  if (filter.site !== undefined) query = query.where('fictional_profiles.site_id', '=', filter.site)
  if (filter.state !== undefined) query = query.where('fictional_profiles.state', '=', filter.state)
  if (filter.id !== undefined) query = query.where('fictional_profiles.user_id', '=', filter.id)
  return query
}

export type FictionalRow = Awaited<
  ReturnType<NonNullable<ReturnType<typeof listFictionalRows>>['execute']>
>[number]

/** The fictional profile's site and state, to decide whether the staff member may touch it. */
export function findFictional(db: Database, id: number) {
  return db
    .selectFrom('fictional_profiles')
    .innerJoin('profiles', 'profiles.user_id', 'fictional_profiles.user_id')
    .select([
      'fictional_profiles.user_id',
      'fictional_profiles.site_id',
      'fictional_profiles.state',
      'fictional_profiles.languages',
      'profiles.country',
    ])
    .where('fictional_profiles.user_id', '=', id)
    .executeTakeFirst()
}

/** Active profile photos of the fictional profiles, private ones included, in their order. */
export function listPhotosOf(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('photos')
    .select(['id', 'user_id', 'filename', 'thumb_filename', 'is_private', 'sort_order'])
    .where('user_id', 'in', userIds)
    .where('status', '=', 'active')
    .where('purpose', '=', 'profile')
    .orderBy('sort_order')
    .orderBy('id')
    .execute()
}

export function listInterestsOf(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('profile_interests')
    .select(['user_id', 'interest_id'])
    .where('user_id', 'in', userIds)
    .orderBy('interest_id')
    .execute()
}

/** How many conversations wait for each profile's answer. */
export async function countWaiting(db: Database, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('conversation_queue')
    .select(['fictional_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('fictional_id', 'in', userIds)
    .groupBy('fictional_id')
    .execute()
  return new Map(rows.map((row) => [row.fictional_id, Number(row.count)]))
}

export function listOperatorsOf(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('fictional_operators')
    .innerJoin('users', 'users.id', 'fictional_operators.operator_id')
    .select(['fictional_operators.fictional_id', 'users.id', 'users.email'])
    .where('fictional_operators.fictional_id', 'in', userIds)
    .orderBy('users.email')
    .execute()
}

/**
 * The staff accounts who may write as a site's fictional profiles: operators and admins, of every site or
 * of this one.
 */
export function listSiteOperators(db: Database, siteId: number) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.email'])
    .where('users.role', 'in', ['operator', 'admin'])
    .where('users.status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(eb.selectFrom('staff_sites').select('site_id').whereRef('user_id', '=', 'users.id')),
        ),
        eb.exists(
          eb
            .selectFrom('staff_sites')
            .select('site_id')
            .whereRef('user_id', '=', 'users.id')
            .where('site_id', '=', siteId),
        ),
      ]),
    )
    .orderBy('users.email')
    .execute()
}

export async function insertFictionalUser(trx: Database, row: Insertable<DB['users']>): Promise<number> {
  const inserted = await trx.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export async function insertFictionalProfile(trx: Database, row: Insertable<DB['profiles']>) {
  await trx.insertInto('profiles').values(row).execute()
}

export async function insertFictionalRow(trx: Database, row: Insertable<DB['fictional_profiles']>) {
  await trx.insertInto('fictional_profiles').values(row).execute()
}

export async function updateFictionalRow(
  trx: Database,
  id: number,
  fields: Updateable<DB['fictional_profiles']>,
) {
  await trx.updateTable('fictional_profiles').set(fields).where('user_id', '=', id).execute()
}

export async function replaceOperators(trx: Database, id: number, operatorIds: number[]) {
  await trx.deleteFrom('fictional_operators').where('fictional_id', '=', id).execute()
  if (operatorIds.length === 0) return
  await trx
    .insertInto('fictional_operators')
    .values(operatorIds.map((operatorId) => ({ fictional_id: id, operator_id: operatorId })))
    .execute()
}

/** The fictional profile a profile photo belongs to. */
export function findPhotoOfFictional(db: Database, photoId: number) {
  return db
    .selectFrom('photos')
    .innerJoin('fictional_profiles', 'fictional_profiles.user_id', 'photos.user_id')
    .select([
      'photos.id',
      'photos.user_id',
      'photos.filename',
      'photos.thumb_filename',
      'photos.is_private',
      'fictional_profiles.site_id',
    ])
    .where('photos.id', '=', photoId)
    .where('photos.status', '=', 'active')
    .where('photos.purpose', '=', 'profile')
    .executeTakeFirst()
}
