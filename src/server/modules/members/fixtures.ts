// Test helpers: members written straight into the database with exactly the facts a test needs, and
// members with a session through the real signup.

import type { LightMyRequestResponse } from 'fastify'
import type { Database } from '#server/db/database.js'
import type { TestApp } from '#server/test/harness.js'
import type { CurrentUser } from '../auth/current-user.js'

export interface MemberFacts {
  name?: string
  gender?: 'male' | 'female' | null
  sexuality?: string | null
  birthDate?: string
  country?: string
  regionId?: number | null
  latitude?: number | null
  longitude?: number | null
  lastActiveAt?: number
  hasPhoto?: boolean
  searchable?: boolean
  profileStatus?: string
  userStatus?: string
  paid?: boolean
  signupAt?: number
}

let counter = 0

/** Inserts a user and profile; with `hasPhoto` a (file-less) public main photo row too. */
export async function insertMember(db: Database, siteId: number, facts: MemberFacts = {}): Promise<number> {
  counter += 1
  const now = Date.now()
  const signupAt = facts.signupAt ?? now - 30 * 24 * 60 * 60_000
  const user = await db
    .insertInto('users')
    .values({
      site_id: siteId,
      email: `fixture.${counter}.${now}@members.amora.example`,
      status: facts.userStatus ?? 'active',
      paid_user: facts.paid ? 1 : 0,
      signup_date: signupAt,
      created_at: signupAt,
      updated_at: signupAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('profiles')
    .values({
      user_id: user.id,
      site_id: siteId,
      // As the account service keeps it: only active accounts are searchable, unless a test says otherwise.
      searchable: (facts.searchable ?? (facts.userStatus ?? 'active') === 'active') ? 1 : 0,
      name: facts.name ?? `Member ${counter}`,
      gender: facts.gender === undefined ? 'female' : facts.gender,
      sexuality: facts.sexuality === undefined ? 'hetero' : facts.sexuality,
      birth_date: facts.birthDate ?? '1990-06-15',
      country: facts.country ?? 'NL',
      region_id: facts.regionId ?? null,
      city: 'Utrecht',
      latitude: facts.latitude ?? null,
      longitude: facts.longitude ?? null,
      status: facts.profileStatus ?? 'active',
      last_active_at: facts.lastActiveAt ?? now - 3 * 24 * 60 * 60_000,
      updated_at: now,
    })
    .execute()
  if (facts.hasPhoto) {
    const base = `${String(counter).padStart(8, '0')}${String(now).slice(-8)}`.padEnd(32, 'a')
    const photo = await db
      .insertInto('photos')
      .values({
        user_id: user.id,
        filename: `${base}.webp`,
        thumb_filename: `${base}-thumb.webp`,
        width: 800,
        height: 1000,
        created_at: now,
        reviewed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('profiles')
      .set({ main_photo_id: photo.id, has_photo: 1 })
      .where('user_id', '=', user.id)
      .execute()
  }
  return user.id
}

export type Member = { id: number; cookie: string }

/** The signup form posted from localhost, with a password the rules accept and 1990-01-01 unless told. */
export function postSignup(t: TestApp, form: { email: string; name: string; date_of_birth?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/signup.php',
    headers: { host: 'localhost' },
    payload: {
      email: form.email,
      name: form.name,
      password: 'long enough 1',
      date_of_birth: form.date_of_birth ?? '1990-01-01',
    },
  })
}

/** The session cookie a response set, as the next request sends it back. */
export function sessionCookie(response: LightMyRequestResponse): string {
  return `amora_session=${response.cookies.find((c) => c.name === 'amora_session')?.value}`
}

/** A member of a second site (domain other.test) made for it; `slug` names the site and must be new. */
export async function insertForeignMember(t: TestApp, slug: string): Promise<number> {
  const otherSite = await t.db
    .insertInto('sites')
    .values({ slug, name: 'Other', domain: 'other.test', created_at: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return insertMember(t.db, otherSite.id)
}

/** A member signed up through the API, with their session cookie. */
export async function signupMember(
  t: TestApp,
  name: string,
  options: { paid?: boolean; active?: boolean } = {},
): Promise<Member> {
  counter += 1
  const response = await postSignup(t, {
    email: `${name.toLowerCase().replace(/[^a-z]/g, '')}.${counter}.${Date.now()}@example.com`,
    name,
  })
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.body}`)
  const id = (response.json().user as { id: number }).id
  if (options.paid) await t.db.updateTable('users').set({ paid_user: 1 }).where('id', '=', id).execute()
  if (options.active !== false) await activate(t.db, id)
  return { id, cookie: sessionCookie(response) }
}

/** Members signed up one after another through the API, one a name. */
export async function signupMembers<Names extends string[]>(
  t: TestApp,
  ...names: Names
): Promise<{ [K in keyof Names]: Member }> {
  const members: Member[] = []
  for (const name of names) members.push(await signupMember(t, name))
  return members as { [K in keyof Names]: Member }
}

/** Alike profiles (women looking for anyone, in NL, of an age), so that each fits the others' wishes. */
export async function makeAlike(t: TestApp, members: Member[], more: { last_active_at?: number } = {}) {
  await t.db
    .updateTable('profiles')
    .set({ gender: 'female', sexuality: 'bi', country: 'NL', birth_date: '1990-05-05', ...more })
    .where(
      'user_id',
      'in',
      members.map((member) => member.id),
    )
    .execute()
}

async function activate(db: Database, id: number) {
  await db
    .updateTable('users')
    .set({ status: 'active', activated_at: Date.now() })
    .where('id', '=', id)
    .execute()
  await db.updateTable('profiles').set({ searchable: 1 }).where('user_id', '=', id).execute()
}

/** The signed-in user of an active member, as a session gives it, for calling a service directly. */
export function sessionUserOf(id: number, siteId: number): CurrentUser {
  return {
    id,
    siteId,
    sessionId: 0,
    email: '',
    status: 'active',
    role: 'member',
    credits: 0,
    paidUser: false,
    language: 'en',
    invisible: false,
    notificationsDisabled: [],
    signupDate: 0,
    staffSites: [],
  }
}

/** Runs `body` with a site setting changed, then puts the stored value back. */
export async function withSetting<T>(t: TestApp, name: string, value: unknown, body: () => Promise<T>) {
  const where = { site_id: t.siteId, name }
  const before = await t.db
    .selectFrom('site_settings')
    .select('value')
    .where('site_id', '=', t.siteId)
    .where('name', '=', name)
    .executeTakeFirst()
  const replace = async (stored: string | undefined) => {
    await t.db.deleteFrom('site_settings').where('site_id', '=', t.siteId).where('name', '=', name).execute()
    if (stored !== undefined)
      await t.db
        .insertInto('site_settings')
        .values({ ...where, value: stored })
        .execute()
    t.sites.forgetCached()
  }
  await replace(JSON.stringify(value))
  try {
    return await body()
  } finally {
    await replace(before?.value)
  }
}
