import type { FastifyInstance } from 'fastify'
import {
  type OwnProfileResponse,
  type ProfileUpdate,
  profileErrors,
  profileUpdateSchema,
} from '../../../shared/api/profile.js'
import type { Database } from '../../db/database.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { requireUser } from '../auth/policy.js'

async function ownProfile(db: Database, userId: number): Promise<OwnProfileResponse> {
  const profile = await db
    .selectFrom('profiles')
    .select(['name', 'gender', 'sexuality', 'country', 'region_id', 'city', 'about_me'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!profile) throw new AppError('not_found')
  return { profile }
}

/** A region must lie in the member's own country. */
async function checkRegion(db: Database, regionId: number, country: string) {
  const region = await db
    .selectFrom('regions')
    .select('id')
    .where('id', '=', regionId)
    .where('country', '=', country)
    .executeTakeFirst()
  if (!region)
    throw new AppError('validation_failed', { field: 'region_id', messageKey: profileErrors.unknownRegion })
}

export async function updateProfile(db: Database, userId: number, update: ProfileUpdate): Promise<void> {
  const { profile } = await ownProfile(db, userId)
  if (update.region_id) await checkRegion(db, update.region_id, profile.country)
  // An emptied text field means "not given".
  const city = update.city === undefined ? undefined : update.city || null
  const aboutMe = update.about_me === undefined ? undefined : update.about_me || null
  await db
    .updateTable('profiles')
    .set({ ...update, city, about_me: aboutMe, updated_at: Date.now() })
    .where('user_id', '=', userId)
    .execute()
}

export function profileRoutes(app: FastifyInstance, db: Database) {
  app.get('/api/profile.php', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return ownProfile(db, requireUser(request).id)
  })

  app.put('/api/profile.php', async (request) => {
    const user = requireUser(request)
    const update = parseInput(profileUpdateSchema, request.body)
    await updateProfile(db, user.id, update)
    return ownProfile(db, user.id)
  })
}
