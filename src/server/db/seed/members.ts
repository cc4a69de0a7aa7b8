import { bodyTypes, type Country, eyeColors, hairColors, tattooOptions } from '../../../shared/constants.js'
import { type CityData, cities } from '../../../shared/data/cities.js'
import type { Database } from '../database.js'
import { attachPhotos, type MemberPhoto, PhotoPool } from './photos.js'
import { createRng, mixSeed, type Rng } from './random.js'
import { aboutMe, firstNames, languageOf } from './texts.js'

export interface GenerateOptions {
  siteId: number
  count: number
  dataDir: string
  seed: number
  onProgress?: (done: number, total: number) => void
}

// Where the demo site's members live: most in the countries with the most traffic.
const countryWeights: readonly (readonly [Country, number])[] = [
  ['NL', 18],
  ['DE', 16],
  ['BE', 9],
  ['FR', 9],
  ['GB', 8],
  ['US', 8],
  ['IT', 6],
  ['ES', 6],
  ['PL', 5],
  ['AT', 4],
  ['CH', 4],
  ['IE', 2],
  ['CA', 2],
  ['AU', 2],
  ['NZ', 1],
]

const citiesByCountry = new Map<string, CityData[]>()
for (const city of cities) {
  const list = citiesByCountry.get(city.country) ?? []
  list.push(city)
  citiesByCountry.set(city.country, list)
}

const day = 24 * 60 * 60 * 1000
const batchSize = 250

interface Generated {
  user: {
    email: string
    language: string
    is_fictional: number
    invisible: number
    paid_user: number
    credits: number
    signup_date: number
    last_seen_at: number
    created_at: number
  }
  profile: {
    name: string
    gender: 'male' | 'female'
    sexuality: string
    birth_date: string
    country: string
    regionCode: string
    city: string
    latitude: number
    longitude: number
    hair_color: string
    eye_color: string
    body_type: string
    relationship_status: string
    tattoos: string
    height_cm: number
    about_me: string
    last_active_at: number
  }
  interestCount: number
  photoCount: number
  privatePhoto: boolean
}

function birthDate(rng: Rng, now: number): string {
  // Ages 18 to 70, most members between 25 and 50.
  const age = Math.round(Math.min(70, Math.max(18, rng.normal(37, 11))))
  const date = new Date(now - age * 365.25 * day - rng.int(0, 364) * day)
  return date.toISOString().slice(0, 10)
}

function sexualityOf(rng: Rng, gender: 'male' | 'female'): string {
  return rng.weighted([
    ['hetero', 88],
    [gender === 'male' ? 'gay' : 'lesbian', 7],
    ['bi', 5],
  ])
}

/** A city weighted by its population, so that members cluster where people live. */
function pickCity(rng: Rng, country: string): CityData {
  const list = citiesByCountry.get(country)
  if (!list?.length) throw new Error(`no cities for ${country}`)
  return rng.weighted(list.map((city) => [city, Math.sqrt(city.population)] as const))
}

function generateOne(rng: Rng, index: number, seed: number, now: number): Generated {
  const country = rng.weighted(countryWeights)
  const city = pickCity(rng, country)
  const language = languageOf(country, city.region)
  const gender = rng.chance(0.5) ? 'female' : 'male'
  const name = rng.pick(firstNames[language][gender])
  const [openings, middles, closings] = aboutMe[language]
  const signupDate = now - rng.int(1, 730) * day
  const online = rng.chance(0.12)
  const lastActive = online ? now - rng.int(0, 10 * 60_000) : now - rng.int(0, 30 * day)
  return {
    user: {
      email: `${name.normalize('NFD').replace(/[^\w]/g, '').toLowerCase()}.${seed}.${index}@members.amora.example`,
      language,
      is_fictional: rng.chance(0.08) ? 1 : 0,
      invisible: rng.chance(0.03) ? 1 : 0,
      paid_user: rng.chance(0.15) ? 1 : 0,
      credits: rng.int(0, 60),
      signup_date: signupDate,
      last_seen_at: lastActive,
      created_at: signupDate,
    },
    profile: {
      name,
      gender,
      sexuality: sexualityOf(rng, gender),
      birth_date: birthDate(rng, now),
      country,
      regionCode: city.region,
      city: city.name,
      // A little jitter: members do not all live on the town hall's doorstep.
      latitude: Number((city.lat + rng.normal(0, 0.02)).toFixed(5)),
      longitude: Number((city.lon + rng.normal(0, 0.02)).toFixed(5)),
      hair_color: rng.pick(hairColors),
      eye_color: rng.pick(eyeColors),
      body_type: rng.pick(bodyTypes),
      relationship_status: rng.weighted([
        ['single', 70],
        ['divorced', 18],
        ['widowed', 4],
        ['separated', 6],
        ['in_relationship', 2],
      ]),
      tattoos: rng.pick(tattooOptions),
      height_cm: Math.round(rng.normal(gender === 'male' ? 180 : 167, 7)),
      about_me: [rng.pick(openings), rng.pick(middles), rng.pick(closings)].join(' '),
      last_active_at: lastActive,
    },
    interestCount: rng.int(2, 8),
    photoCount: rng.chance(0.85) ? rng.int(1, 4) : 0,
    privatePhoto: rng.chance(0.3),
  }
}

async function regionIds(db: Database): Promise<Map<string, number>> {
  const rows = await db.selectFrom('regions').select(['id', 'country', 'code']).execute()
  return new Map(rows.map((r) => [`${r.country}:${r.code}`, r.id]))
}

/** Generated members with believable profiles, interests and photos; the same seed gives the same people. */
export async function generateMembers(db: Database, options: GenerateOptions): Promise<number[]> {
  const now = Date.now()
  const rng = createRng(mixSeed(options.seed, options.count))
  const regions = await regionIds(db)
  const interests = await db.selectFrom('interests').select('id').execute()
  const pool = new PhotoPool(options.dataDir)
  const ids: number[] = []
  for (let start = 0; start < options.count; start += batchSize) {
    const batch = Array.from({ length: Math.min(batchSize, options.count - start) }, (_, i) =>
      generateOne(rng, start + i, options.seed, now),
    )
    const batchIds = await insertBatch(db, options.siteId, batch, regions, interests, rng)
    await addPhotos(db, pool, batch, batchIds, rng)
    ids.push(...batchIds)
    options.onProgress?.(ids.length, options.count)
  }
  return ids
}

async function insertBatch(
  db: Database,
  siteId: number,
  batch: Generated[],
  regions: Map<string, number>,
  interests: { id: number }[],
  rng: Rng,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const users = await trx
      .insertInto('users')
      .values(
        batch.map((m) => ({
          ...m.user,
          site_id: siteId,
          status: 'active',
          activated_at: m.user.signup_date,
          updated_at: m.user.last_seen_at,
        })),
      )
      .returning('id')
      .execute()
    const ids = users.map((u) => u.id)
    await trx
      .insertInto('profiles')
      .values(
        batch.map((m, i) => {
          const { regionCode, ...profile } = m.profile
          return {
            ...profile,
            user_id: ids[i] as number,
            site_id: siteId,
            searchable: m.user.invisible ? 0 : 1,
            region_id: regions.get(`${profile.country}:${regionCode}`) ?? null,
            updated_at: m.user.last_seen_at,
          }
        }),
      )
      .execute()
    const interestRows = batch.flatMap((m, i) =>
      rng
        .sample(interests, m.interestCount)
        .map((interest) => ({ user_id: ids[i] as number, interest_id: interest.id })),
    )
    if (interestRows.length) await trx.insertInto('profile_interests').values(interestRows).execute()
    return ids
  })
}

async function addPhotos(db: Database, pool: PhotoPool, batch: Generated[], ids: number[], rng: Rng) {
  for (const [i, member] of batch.entries()) {
    if (member.photoCount === 0) continue
    const photos: MemberPhoto[] = []
    for (let n = 0; n < member.photoCount; n++) {
      const stored = await pool.store(member.profile.gender, member.profile.hair_color, rng.int(0, 1000))
      // The main photo is public; one of the others may be private.
      photos.push({ ...stored, isPrivate: n > 0 && n === member.photoCount - 1 && member.privatePhoto })
    }
    await attachPhotos(db, ids[i] as number, photos)
  }
}
