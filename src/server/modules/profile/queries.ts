import type { Updateable } from 'kysely'
import type { Database } from '#server/db/database.js'
import type { DB } from '#server/db/schema.js'

export function findOwnProfile(db: Database, userId: number) {
  return db
    .selectFrom('profiles')
    .select([
      'name',
      'gender',
      'sexuality',
      'birth_date',
      'country',
      'region_id',
      'city',
      'latitude',
      'longitude',
      'hair_color',
      'eye_color',
      'body_type',
      'relationship_status',
      'tattoos',
      'height_cm',
      'about_me',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst()
}

export type OwnProfileRow = NonNullable<Awaited<ReturnType<typeof findOwnProfile>>>

export async function listProfileInterests(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('profile_interests')
    .select('interest_id')
    .where('user_id', '=', userId)
    .orderBy('interest_id')
    .execute()
  return rows.map((row) => row.interest_id)
}

export async function replaceProfileInterests(trx: Database, userId: number, interestIds: number[]) {
  await trx.deleteFrom('profile_interests').where('user_id', '=', userId).execute()
  if (interestIds.length === 0) return
  await trx
    .insertInto('profile_interests')
    .values(interestIds.map((interestId) => ({ user_id: userId, interest_id: interestId })))
    .execute()
}

export async function regionIsInCountry(db: Database, regionId: number, country: string): Promise<boolean> {
  const region = await db
    .selectFrom('regions')
    .select('id')
    .where('id', '=', regionId)
    .where('country', '=', country)
    .executeTakeFirst()
  return region !== undefined
}

/** A region's country and the code the shipped towns name it by. */
export function findRegion(db: Database, regionId: number) {
  return db.selectFrom('regions').select(['country', 'code']).where('id', '=', regionId).executeTakeFirst()
}

/** Saves fields of a member's profile (updateProfile has checked them). */
export async function updateProfileFields(trx: Database, userId: number, fields: Updateable<DB['profiles']>) {
  await trx.updateTable('profiles').set(fields).where('user_id', '=', userId).execute()
}

/** Turns a member's invisible mode on or off; answers their account status. */
export function updateUserInvisible(trx: Database, userId: number, invisible: boolean) {
  return trx
    .updateTable('users')
    .set({ invisible: invisible ? 1 : 0, updated_at: Date.now() })
    .where('id', '=', userId)
    .returning('status')
    .executeTakeFirstOrThrow()
}

/** A member's profile name, for mails and pushes that name them; null when the profile is gone. */
export async function profileName(db: Database, userId: number): Promise<string | null> {
  const row = await db.selectFrom('profiles').select('name').where('user_id', '=', userId).executeTakeFirst()
  return row?.name ?? null
}
