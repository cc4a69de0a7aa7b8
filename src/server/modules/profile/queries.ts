import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.js'
import type { DB } from '../../db/schema.js'

type Executor = Database | Transaction<DB>

export function findOwnProfile(db: Executor, userId: number) {
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

export async function listProfileInterests(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('profile_interests')
    .select('interest_id')
    .where('user_id', '=', userId)
    .orderBy('interest_id')
    .execute()
  return rows.map((row) => row.interest_id)
}

export async function replaceProfileInterests(trx: Transaction<DB>, userId: number, interestIds: number[]) {
  await trx.deleteFrom('profile_interests').where('user_id', '=', userId).execute()
  if (interestIds.length === 0) return
  await trx
    .insertInto('profile_interests')
    .values(interestIds.map((interestId) => ({ user_id: userId, interest_id: interestId })))
    .execute()
}

export async function regionIsInCountry(db: Executor, regionId: number, country: string): Promise<boolean> {
  const region = await db
    .selectFrom('regions')
    .select('id')
    .where('id', '=', regionId)
    .where('country', '=', country)
    .executeTakeFirst()
  return region !== undefined
}

/** A member's profile name, for mails and pushes that name them; null when the profile is gone. */
export async function profileName(db: Database, userId: number): Promise<string | null> {
  const row = await db.selectFrom('profiles').select('name').where('user_id', '=', userId).executeTakeFirst()
  return row?.name ?? null
}
