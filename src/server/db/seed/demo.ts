import { hash } from '@node-rs/argon2'
import { createStorage } from '#server/adapters/stores.js'
import type { Config } from '#server/config.js'
import { grant } from '#server/modules/credits/ledger.js'
import { cities } from '#shared/data/cities.js'
import type { Database } from '../database.js'
import { generateMembers } from './members.js'
import { attachPhotos, generatePhoto, type SeedPhotoStorage, savePhoto, uploadsDir } from './photos.js'
import { createDemoSite } from './site.js'

export const demoEmail = 'demo@amora.example'
export const demoPassword = 'amora-demo'
/** The demo member whose login `npm start` prints. */
export const demoLogin = { email: demoEmail, password: demoPassword } as const

export type DemoLogin = { email: string; password: string }

/** The demo member's starting balance. */
export const demoCredits = 100

/** The seed of the demo site's members, so that every fresh install shows the same people. */
export const demoSeed = 42

/**
 * An empty database gets the demo site, its generated members and the demo member. The login is
 * returned whenever the demo member exists, so that every start can print it.
 */
export async function seedDemoIfEmpty(
  db: Database,
  config: Pick<Config, 'dataDir' | 'demoMembers'> & Partial<Pick<Config, 'storage'>>,
  onProgress?: (done: number, total: number) => void,
): Promise<DemoLogin | null> {
  const anySite = await db.selectFrom('sites').select('id').executeTakeFirst()
  if (!anySite) {
    const siteId = await createDemoSite(db)
    const storage = seedPhotoStorage(config)
    await generateMembers(db, {
      siteId,
      count: config.demoMembers,
      dataDir: config.dataDir,
      storage,
      seed: demoSeed,
      onProgress,
    })
    await createDemoMember(db, siteId, config.dataDir, storage)
  }
  const demo = await db.selectFrom('users').select('id').where('email', '=', demoEmail).executeTakeFirst()
  return demo ? { ...demoLogin } : null
}

/**
 * The app's object store when STORAGE_URL names one, built as the app builds it. Without one, none: the
 * seed then fills the uploads folder itself, where pool photos can be hard links (far faster than writing
 * every file through the storage, and no disk space per member).
 */
export function seedPhotoStorage(
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'storage'>>,
): SeedPhotoStorage {
  const { storage, dataDir } = config
  if (!storage) return undefined
  const log = { warn: (object: object, message: string) => console.warn(message, object) }
  return createStorage({ storage, dataDir, uploadsDir: uploadsDir(dataDir) }, log)
}

async function createDemoMember(
  db: Database,
  siteId: number,
  dataDir: string,
  storage: SeedPhotoStorage,
): Promise<number> {
  const now = Date.now()
  const passwordHash = await hash(demoPassword)
  const region = await db
    .selectFrom('regions')
    .select('id')
    .where('country', '=', 'NL')
    .where('code', '=', 'NH')
    .executeTakeFirst()
  const amsterdam = cities.find((city) => city.country === 'NL' && city.name === 'Amsterdam')
  const interests = await db
    .selectFrom('interests')
    .select('id')
    .where('slug', 'in', ['travelling', 'music', 'cooking', 'cycling', 'coffee', 'museums'])
    .execute()
  const userId = await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        site_id: siteId,
        email: demoEmail,
        password_hash: passwordHash,
        status: 'active',
        role: 'member',
        language: 'en',
        credits: 0,
        is_fictional: 0,
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
        searchable: 1,
        name: 'Alex',
        gender: 'female',
        sexuality: 'hetero',
        birth_date: '1993-06-14',
        country: 'NL',
        region_id: region?.id ?? null,
        city: 'Amsterdam',
        latitude: amsterdam?.lat ?? 52.374,
        longitude: amsterdam?.lon ?? 4.8897,
        hair_color: 'brown',
        eye_color: 'green',
        body_type: 'athletic',
        relationship_status: 'single',
        tattoos: 'some',
        height_cm: 171,
        about_me:
          'Designer by day, amateur cook by night. I cycle everywhere, know the best coffee in Amsterdam ' +
          'and am always up for a museum or a weekend away. Looking for someone to explore the city with.',
        status: 'active',
        last_active_at: now,
        updated_at: now,
      })
      .execute()
    // Enough to try chat, gifts and photos in chat at once, through the ledger like any other credit.
    await grant(trx, { userId: user.id, amount: demoCredits, reason: 'demo', key: `demo:${user.id}`, now })
    if (interests.length > 0) {
      await trx
        .insertInto('profile_interests')
        .values(interests.map((interest) => ({ user_id: user.id, interest_id: interest.id })))
        .execute()
    }
    return user.id
  })
  // Her own pictures rather than pool copies, so that the demo account never looks like anyone else.
  const photos = await Promise.all(
    [101, 202].map(async (seed) =>
      savePhoto(dataDir, await generatePhoto({ seed, gender: 'female', hairColor: 'brown' }), storage),
    ),
  )
  await attachPhotos(
    db,
    userId,
    photos.map((photo) => ({ ...photo, isPrivate: false })),
  )
  return userId
}
