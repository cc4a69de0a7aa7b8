import {
  bodyTypes,
  type Country,
  eyeColors,
  type hairColors,
  photoLimits,
  relationshipStatuses,
  tattooOptions,
} from '#shared/constants.js'
import { type CityData, cities } from '#shared/data/cities.js'
import type { Database } from '../database.js'
import { type MemberPhoto, PhotoPool, photoRow, type SeedPhotoStorage } from './photos.js'
import { createRng, mixSeed, type Rng } from './random.js'
import { aboutMe, asciiName, firstNames, type SeedLanguage } from './texts.js'

export interface GenerateMembersOptions {
  siteId: number
  count: number
  /** Photos go to <dataDir>/uploads, or to `storage` when given; the rendered pool stays under dataDir. */
  dataDir: string
  /** The app's object store, when the photos are kept there. */
  storage?: SeedPhotoStorage
  /** The same seed gives the same people (apart from dates, which follow the clock, and file names). */
  seed: number
  onProgress?: (done: number, total: number) => void
}

type Gender = 'male' | 'female'
type HairColor = (typeof hairColors)[number]

const minute = 60_000
const day = 24 * 60 * minute
// Large enough to amortise round trips, small enough for every engine's limit on bound parameters.
const batchSize = 500
const emailDomain = 'members.amora.example'

// Where generated members live: most in the countries with the most traffic.
const countryWeights: readonly (readonly [Country, number])[] = [
  ['NL', 20],
  ['DE', 15],
  ['US', 12],
  ['BE', 9],
  ['FR', 9],
  ['GB', 9],
  ['IT', 4],
  ['ES', 4],
  ['AT', 3],
  ['CH', 3],
  ['IE', 3],
  ['CA', 3],
  ['PL', 3],
  ['AU', 2],
  ['NZ', 1],
]

const heightMale: Record<Country, number> = {
  NL: 183,
  DE: 180,
  BE: 180,
  AT: 179,
  CH: 178,
  PL: 179,
  GB: 177,
  IE: 177,
  US: 177,
  CA: 177,
  AU: 178,
  NZ: 177,
  FR: 176,
  IT: 175,
  ES: 175,
}

const northern = new Set<Country>(['NL', 'DE', 'BE', 'AT', 'CH', 'PL', 'GB', 'IE', 'CA', 'AU', 'NZ', 'US'])

// Cities weighted by the square root of their population: big cities get more members without
// the countryside ending up empty.
const citiesByCountry = new Map<string, (readonly [CityData, number])[]>()
for (const city of cities) {
  const list = citiesByCountry.get(city.country) ?? []
  list.push([city, Math.sqrt(city.population)])
  citiesByCountry.set(city.country, list)
}

/** Which person a member's photos show is dealt when they are stored (PhotoPool.storePerson). */
interface PhotoDraft {
  isPrivate: boolean
}

/** Everything about one member, decided before anything is written. */
interface MemberDraft {
  email: string
  language: SeedLanguage
  isFictional: boolean
  invisible: boolean
  paid: boolean
  credits: number
  signupAt: number
  lastSeenAt: number
  updatedAt: number
  name: string
  gender: Gender
  sexuality: string
  birthDate: string
  country: Country
  regionCode: string
  city: string
  latitude: number
  longitude: number
  hairColor: HairColor
  eyeColor: string
  bodyType: string
  relationshipStatus: string
  tattoos: string
  heightCm: number
  aboutMe: string
  interestIds: number[]
  photos: PhotoDraft[]
}

interface Context {
  rng: Rng
  now: number
  interestIds: number[]
  /** E-mail numbers continue after the highest user id, so that later runs never collide. */
  emailBase: number
}

/**
 * Adds `count` believable members to a site: profiles in real cities, interests and generated photos.
 * Returns their ids in the order they were generated.
 */
export async function generateMembers(db: Database, options: GenerateMembersOptions): Promise<number[]> {
  const context: Context = {
    rng: createRng(mixSeed(options.seed, 0x4d454d42)),
    now: Date.now(),
    interestIds: (await db.selectFrom('interests').select('id').orderBy('id').execute()).map((row) => row.id),
    emailBase: await highestUserId(db),
  }
  const regions = await regionIds(db)
  const pool = new PhotoPool(options.dataDir, poolVariants(options.count), options.storage)
  const ids: number[] = []
  for (let start = 0; start < options.count; start += batchSize) {
    const drafts = Array.from({ length: Math.min(batchSize, options.count - start) }, (_, i) =>
      draftMember(context, start + i),
    )
    const photos = await storePhotos(pool, drafts)
    ids.push(...(await insertBatch(db, options.siteId, drafts, photos, regions)))
    options.onProgress?.(ids.length, options.count)
  }
  return ids
}

/** Few pictures for a handful of members (tests, first start), the full pool for large runs. */
function poolVariants(count: number): number {
  return Math.min(10, Math.max(2, Math.ceil(count / 25)))
}

async function highestUserId(db: Database): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst()
  return Number(row?.max ?? 0)
}

async function regionIds(db: Database): Promise<Map<string, number>> {
  const rows = await db.selectFrom('regions').select(['id', 'country', 'code']).execute()
  return new Map(rows.map((row) => [`${row.country}:${row.code}`, row.id]))
}

// ---------------------------------------------------------------------------------------------
// Drafting one member

function draftMember(context: Context, index: number): MemberDraft {
  const { rng } = context
  const country = rng.weighted(countryWeights)
  const city = pickCity(rng, country)
  const language = languageOf(rng, country, city.region)
  const gender: Gender = rng.chance(0.55) ? 'male' : 'female'
  const age = pickAge(rng)
  const name = rng.pick(firstNames[language][gender])
  const isFictional = rng.chance(0.08)
  const paid = !isFictional && rng.chance(0.07)
  const activity = activityTimes(rng, context.now)
  return {
    email: `${asciiName(name) || 'member'}.${context.emailBase + index + 1}@${emailDomain}`,
    language,
    isFictional,
    invisible: rng.chance(0.03),
    paid,
    credits: isFictional ? 0 : credits(rng, paid),
    ...activity,
    name,
    gender,
    sexuality: sexualityOf(rng, gender),
    birthDate: birthDateFor(rng, age, context.now),
    country,
    regionCode: city.region,
    city: city.name,
    // About a kilometre of jitter, so that a city's members do not all share one point.
    latitude: round(city.lat + rng.normal(0, 0.012), 5),
    longitude: round(city.lon + rng.normal(0, 0.018), 5),
    hairColor: hairColorOf(rng, country, age),
    eyeColor: eyeColorOf(rng, country),
    bodyType: bodyTypeOf(rng, gender),
    relationshipStatus: relationshipOf(rng, age),
    tattoos: tattoosOf(rng, age),
    heightCm: heightOf(rng, country, gender),
    aboutMe: aboutMe(rng, { language, gender, name, age, city: city.name }),
    interestIds: rng.sample(context.interestIds, rng.int(2, 8)),
    photos: photoDrafts(rng, isFictional, paid),
  }
}

function pickCity(rng: Rng, country: Country): CityData {
  const list = citiesByCountry.get(country)
  if (!list || list.length === 0) throw new Error(`No cities for ${country} in shared/data/cities.ts`)
  return rng.weighted(list)
}

/** The language people in that part of the country speak. */
function languageOf(rng: Rng, country: Country, region: string): SeedLanguage {
  switch (country) {
    case 'NL':
      return 'nl'
    case 'BE':
      if (region === 'BRU') return rng.chance(0.8) ? 'fr' : 'nl'
      return region.startsWith('V') ? 'nl' : 'fr'
    case 'FR':
      return 'fr'
    case 'DE':
    case 'AT':
      return 'de'
    case 'CH':
      if (region === 'TI') return 'it'
      return ['VD', 'GE', 'NE', 'JU', 'FR', 'VS'].includes(region) ? 'fr' : 'de'
    case 'CA':
      return region === 'QC' ? 'fr' : 'en'
    case 'IT':
      return 'it'
    case 'ES':
      return 'es'
    case 'PL':
      return 'pl'
    default:
      return 'en'
  }
}

function pickAge(rng: Rng): number {
  const [min, max] = rng.weighted<readonly [number, number]>([
    [[18, 24], 14],
    [[25, 34], 28],
    [[35, 44], 24],
    [[45, 54], 18],
    [[55, 64], 11],
    [[65, 70], 5],
  ])
  return rng.int(min, max)
}

/** A birth date 1 to 364 days past the birthday, so that the member is exactly `age` today. */
function birthDateFor(rng: Rng, age: number, now: number): string {
  const today = new Date(now)
  const birthday = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate())
  return new Date(birthday - rng.int(1, 364) * day).toISOString().slice(0, 10)
}

function activityTimes(rng: Rng, now: number) {
  const signupAt = now - rng.int(1 * day, 730 * day)
  // About one in twenty is online (seen in the last ten minutes); the rest mostly in the last days.
  const seenAgo = rng.chance(0.05) ? rng.int(0, 10 * minute) : Math.floor(rng.next() ** 2 * 30 * day)
  const lastSeenAt = Math.max(signupAt + rng.int(minute, 20 * minute), now - seenAgo)
  const capped = Math.min(lastSeenAt, now)
  return { signupAt, lastSeenAt: capped, updatedAt: rng.int(signupAt, capped) }
}

function credits(rng: Rng, paid: boolean): number {
  if (paid) return rng.int(5, 250)
  return rng.chance(0.7) ? 0 : rng.int(1, 20)
}

function sexualityOf(rng: Rng, gender: Gender): string {
  if (gender === 'male')
    return rng.weighted([
      ['hetero', 90],
      ['gay', 5],
      ['bi', 5],
    ])
  return rng.weighted([
    ['hetero', 87],
    ['lesbian', 4],
    ['bi', 9],
  ])
}

function hairColorOf(rng: Rng, country: Country, age: number): HairColor {
  if (age >= 55 && rng.chance(0.45)) return 'grey'
  if (age >= 45 && rng.chance(0.15)) return 'grey'
  const blond = northern.has(country) ? 28 : 8
  const red = country === 'IE' || country === 'GB' ? 8 : 3
  return rng.weighted<HairColor>([
    ['black', northern.has(country) ? 12 : 30],
    ['brown', 48],
    ['blond', blond],
    ['red', red],
    ['other', 3],
  ])
}

function eyeColorOf(rng: Rng, country: Country): string {
  const weights: Record<(typeof eyeColors)[number], number> = northern.has(country)
    ? { brown: 24, blue: 38, green: 14, grey: 12, hazel: 12 }
    : { brown: 55, blue: 12, green: 12, grey: 6, hazel: 15 }
  return rng.weighted(eyeColors.map((colour) => [colour, weights[colour]] as const))
}

function bodyTypeOf(rng: Rng, gender: Gender): string {
  const curvy = gender === 'female' ? 16 : 4
  const weights = [22, 22, 34, curvy, 8]
  return rng.weighted(bodyTypes.map((type, i) => [type, weights[i] ?? 1] as const))
}

function relationshipOf(rng: Rng, age: number): string {
  // single, divorced, widowed, separated, in_relationship
  const weights = age < 30 ? [90, 2, 0, 4, 4] : age < 55 ? [55, 30, 2, 9, 4] : [40, 35, 15, 6, 4]
  return rng.weighted(relationshipStatuses.map((status, i) => [status, weights[i] ?? 0] as const))
}

function tattoosOf(rng: Rng, age: number): string {
  const weights = age < 35 ? [50, 38, 12] : age < 50 ? [62, 31, 7] : [78, 19, 3]
  return rng.weighted(tattooOptions.map((option, i) => [option, weights[i] ?? 0] as const))
}

function heightOf(rng: Rng, country: Country, gender: Gender): number {
  const mean = heightMale[country] - (gender === 'female' ? 13 : 0)
  const height = Math.round(rng.normal(mean, gender === 'male' ? 7 : 6.5))
  return gender === 'male' ? clamp(height, 155, 206) : clamp(height, 145, 192)
}

function photoDrafts(rng: Rng, isFictional: boolean, paid: boolean): PhotoDraft[] {
  // Fictional profiles always show a face; about one in seven real members has no photo.
  if (!isFictional && rng.chance(0.15)) return []
  const most = paid ? photoLimits.free + 1 : photoLimits.free
  const count = Math.min(
    most,
    rng.weighted([
      [1, 30],
      [2, 30],
      [3, 25],
      [4, 15],
    ]),
  )
  const privateIndex = count > 1 && rng.chance(0.3) ? rng.int(1, count - 1) : -1
  return Array.from({ length: count }, (_, i) => ({ isPrivate: i === privateIndex }))
}

const round = (value: number, digits: number) => Number(value.toFixed(digits))
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

// ---------------------------------------------------------------------------------------------
// Writing

async function storePhotos(pool: PhotoPool, drafts: MemberDraft[]): Promise<MemberPhoto[][]> {
  return Promise.all(
    drafts.map(async (draft) => {
      const stored = await pool.storePerson(draft.gender, draft.hairColor, draft.photos.length)
      return stored.map((photo, i) => ({ ...photo, isPrivate: draft.photos[i]?.isPrivate ?? false }))
    }),
  )
}

async function insertBatch(
  db: Database,
  siteId: number,
  drafts: MemberDraft[],
  photos: MemberPhoto[][],
  regions: Map<string, number>,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values(drafts.map((draft) => userRow(siteId, draft)))
      .returning(['id', 'email'])
      .execute()
    // RETURNING order is not promised by every engine, so match rows up by their unique e-mail.
    const idByEmail = new Map(inserted.map((row) => [row.email, row.id]))
    const ids = drafts.map((draft) => {
      const id = idByEmail.get(draft.email)
      if (id === undefined) throw new Error(`No id returned for ${draft.email}`)
      return id
    })
    // Every balance is the sum of its ledger rows (docs/architecture.md §5), generated ones too.
    const ledgerRows = drafts.flatMap((draft, i) =>
      draft.credits > 0
        ? [
            {
              user_id: ids[i] as number,
              amount: draft.credits,
              kind: 'adjustment',
              reason: 'seed',
              idempotency_key: `seed:${ids[i]}`,
              created_at: draft.signupAt,
            },
          ]
        : [],
    )
    if (ledgerRows.length > 0) await trx.insertInto('credit_ledger').values(ledgerRows).execute()
    const photoRows = drafts.flatMap((draft, i) =>
      (photos[i] ?? []).map((photo, order) => photoRow(ids[i] as number, photo, order, draft.signupAt)),
    )
    const mainPhotos = new Map<number, number>()
    if (photoRows.length > 0) {
      const rows = await trx
        .insertInto('photos')
        .values(photoRows)
        .returning(['id', 'user_id', 'sort_order'])
        .execute()
      for (const row of rows) if (row.sort_order === 0) mainPhotos.set(row.user_id, row.id)
    }
    await trx
      .insertInto('profiles')
      .values(drafts.map((draft, i) => profileRow(siteId, ids[i] as number, draft, regions, mainPhotos)))
      .execute()
    const interestRows = drafts.flatMap((draft, i) =>
      draft.interestIds.map((interestId) => ({ user_id: ids[i] as number, interest_id: interestId })),
    )
    if (interestRows.length > 0) await trx.insertInto('profile_interests').values(interestRows).execute()
    // Fictional profiles are kept in the back-office and answered in the operator console.
    const fictionalRows = drafts.flatMap((draft, i) =>
      draft.isFictional
        ? [
            {
              user_id: ids[i] as number,
              site_id: siteId,
              created_at: draft.signupAt,
              updated_at: draft.updatedAt,
            },
          ]
        : [],
    )
    if (fictionalRows.length > 0) await trx.insertInto('fictional_profiles').values(fictionalRows).execute()
    return ids
  })
}

function userRow(siteId: number, draft: MemberDraft) {
  return {
    site_id: siteId,
    email: draft.email,
    // No password: generated members cannot log in.
    password_hash: '',
    status: 'active',
    role: 'member',
    credits: draft.credits,
    paid_user: draft.paid ? 1 : 0,
    language: draft.language,
    is_fictional: draft.isFictional ? 1 : 0,
    invisible: draft.invisible ? 1 : 0,
    signup_date: draft.signupAt,
    last_seen_at: draft.lastSeenAt,
    activated_at: draft.signupAt + 5 * minute,
    created_at: draft.signupAt,
    updated_at: draft.updatedAt,
  }
}

function profileRow(
  siteId: number,
  userId: number,
  draft: MemberDraft,
  regions: Map<string, number>,
  mainPhotos: Map<number, number>,
) {
  const mainPhotoId = mainPhotos.get(userId) ?? null
  return {
    user_id: userId,
    site_id: siteId,
    searchable: draft.invisible ? 0 : 1,
    name: draft.name,
    gender: draft.gender,
    sexuality: draft.sexuality,
    birth_date: draft.birthDate,
    country: draft.country,
    region_id: regions.get(`${draft.country}:${draft.regionCode}`) ?? null,
    city: draft.city,
    latitude: draft.latitude,
    longitude: draft.longitude,
    hair_color: draft.hairColor,
    eye_color: draft.eyeColor,
    body_type: draft.bodyType,
    relationship_status: draft.relationshipStatus,
    tattoos: draft.tattoos,
    height_cm: draft.heightCm,
    about_me: draft.aboutMe,
    status: 'active',
    main_photo_id: mainPhotoId,
    has_photo: mainPhotoId === null ? 0 : 1,
    last_active_at: draft.lastSeenAt,
    updated_at: draft.updatedAt,
  }
}
