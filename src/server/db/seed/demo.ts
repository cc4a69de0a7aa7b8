import { hash } from '@node-rs/argon2'
import type { Config } from '../../config.js'
import type { Database } from '../database.js'
import { generateMembers } from './members.js'
import { attachPhotos, PhotoPool } from './photos.js'
import { createDemoSite } from './site.js'

/** The demo member whose login `npm start` prints. */
export const demoLogin = { email: 'demo@amora.example', password: 'amora-demo' } as const

async function createDemoMember(db: Database, siteId: number, dataDir: string): Promise<void> {
  const now = Date.now()
  const region = await db
    .selectFrom('regions')
    .select('id')
    .where('country', '=', 'NL')
    .where('code', '=', 'NH')
    .executeTakeFirst()
  const interests = await db
    .selectFrom('interests')
    .select('id')
    .where('slug', 'in', ['travelling', 'music', 'cooking', 'cycling'])
    .execute()
  const userId = await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        site_id: siteId,
        email: demoLogin.email,
        password_hash: await hash(demoLogin.password),
        status: 'active',
        language: 'en',
        credits: 0,
        signup_date: now,
        activated_at: now,
        last_seen_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('profiles')
      .values({
        user_id: user.id,
        site_id: siteId,
        name: 'Alex',
        gender: 'female',
        sexuality: 'hetero',
        birth_date: '1992-06-14',
        country: 'NL',
        region_id: region?.id ?? null,
        city: 'Amsterdam',
        latitude: 52.3676,
        longitude: 4.9041,
        hair_color: 'brown',
        eye_color: 'green',
        body_type: 'athletic',
        relationship_status: 'single',
        tattoos: 'some',
        height_cm: 171,
        about_me: 'Designer, cyclist and amateur cook. Looking for someone to explore the city with.',
        last_active_at: now,
        updated_at: now,
      })
      .execute()
    if (interests.length) {
      await trx
        .insertInto('profile_interests')
        .values(interests.map((i) => ({ user_id: user.id, interest_id: i.id })))
        .execute()
    }
    return user.id
  })
  const pool = new PhotoPool(dataDir)
  const photos = await Promise.all([pool.store('female', 'brown', 1), pool.store('female', 'brown', 2)])
  await attachPhotos(
    db,
    userId,
    photos.map((photo) => ({ ...photo, isPrivate: false })),
  )
}

/**
 * An empty database gets the demo site with generated members and the demo member; the demo login is
 * answered whenever that member exists, so every start can print it.
 */
export async function seedDemoIfEmpty(
  db: Database,
  config: Pick<Config, 'dataDir' | 'demoMembers'>,
  onProgress?: (done: number, total: number) => void,
): Promise<typeof demoLogin | null> {
  const anySite = await db.selectFrom('sites').select('id').executeTakeFirst()
  if (!anySite) {
    const siteId = await createDemoSite(db)
    await generateMembers(db, {
      siteId,
      count: config.demoMembers,
      dataDir: config.dataDir,
      seed: 42,
      onProgress,
    })
    await createDemoMember(db, siteId, config.dataDir)
  }
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoLogin.email)
    .executeTakeFirst()
  return demo ? demoLogin : null
}
