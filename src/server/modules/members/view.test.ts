import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachPhotos, PhotoPool } from '#server/db/seed/photos.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { catalogues } from '#shared/i18n/resources.js'
import { insertMember, signupMember, withSetting } from './fixtures.js'

interface Photo {
  id: number
  private: boolean
  locked: boolean
  url: string
  thumb_url: string
}

describe.each(engines)('GET /api/member.php [%s]', (engine) => {
  let t: TestApp
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-view-'))
  const people = {
    owner: { id: 0, cookie: '' },
    free: { id: 0, cookie: '' },
    premium: { id: 0, cookie: '' },
  }
  const files = { public: '', private: '', privateThumb: '' }
  let interestSlugs: string[] = []

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } })
    people.owner = await signupMember(t, 'Owner')
    people.free = await signupMember(t, 'Free')
    people.premium = await signupMember(t, 'Premium', { paid: true })
    const pool = new PhotoPool(dataDir, 1)
    const stored = await Promise.all([pool.store('female', 'red', 0), pool.store('female', 'red', 0)])
    const [first, second] = stored
    if (!first || !second) throw new Error('no photos')
    await attachPhotos(t.db, people.owner.id, [
      { ...first, isPrivate: false },
      { ...second, isPrivate: true },
    ])
    files.public = first.filename
    files.private = second.filename
    files.privateThumb = second.thumbFilename
    const region = await t.db
      .selectFrom('regions')
      .select(['id', 'name'])
      .where('country', '=', 'NL')
      .where('code', '=', 'UT')
      .executeTakeFirstOrThrow()
    const interests = await t.db.selectFrom('interests').select(['id', 'slug']).limit(2).execute()
    interestSlugs = interests.map((row) => row.slug)
    await t.db
      .updateTable('profiles')
      .set({
        gender: 'female',
        sexuality: 'bi',
        region_id: region.id,
        hair_color: 'red',
        height_cm: 171,
        about_me: 'Hi there',
        latitude: 52.09,
        longitude: 5.12,
      })
      .where('user_id', '=', people.owner.id)
      .execute()
    await t.db
      .insertInto('profile_interests')
      .values(interests.map((row) => ({ user_id: people.owner.id, interest_id: row.id })))
      .execute()
  }, 60_000)
  afterAll(() => t.close())

  const get = (id: number, cookie = '') =>
    t.app.inject({ url: `/api/member.php?id=${id}`, headers: { host: 'localhost', cookie } })
  const cdn = (url: string, cookie = '') => t.app.inject({ url, headers: { host: 'localhost', cookie } })

  it('answers the full profile with the fields the site shows, translated, no private data', async () => {
    const response = await get(people.owner.id, `${people.free.cookie}; i18n_redirected=nl`)
    expect(response.statusCode).toBe(200)
    const { member } = response.json()
    expect(member).toMatchObject({
      id: people.owner.id,
      name: 'Owner',
      premium: false,
      new_member: true,
      blocked_by_me: false,
      gender: 'female',
      sexuality: 'bi',
      region: 'Utrecht',
      hair_color: 'red',
      height_cm: 171,
      about_me: 'Hi there',
    })
    expect(member.interests).toEqual(
      interestSlugs.map((slug) => ({
        slug,
        name: (catalogues.nl.interests as Record<string, string>)[slug],
      })),
    )
    const body = JSON.stringify(member)
    for (const secret of ['email', 'birth_date', 'latitude', 'longitude', '52.09', 'password'])
      expect(body).not.toContain(secret)
  })

  it('leaves out the fields the site does not show', async () => {
    await withSetting(t, 'visible_profile_fields', ['age', 'city', 'country', 'height'], async () => {
      const { member } = (await get(people.owner.id)).json()
      expect(Object.keys(member).sort()).toEqual(
        [
          'age',
          'blocked_by_me',
          'city',
          'country',
          'fictional',
          'height_cm',
          'id',
          'main_image',
          'name',
          'new_member',
          'online',
          'photos',
          'premium',
        ].sort(),
      )
    })
  })

  it('tells premium members and long-time members apart', async () => {
    const veteran = await insertMember(t.db, t.siteId, { paid: true, signupAt: Date.now() - 8 * 86_400_000 })
    const { member } = (await get(veteran)).json()
    expect(member).toMatchObject({ premium: true, new_member: false, photos: [] })
  })

  it('locks private photos for visitors and free members behind a blurred version', async () => {
    for (const cookie of ['', people.free.cookie]) {
      const { member } = (await get(people.owner.id, cookie)).json()
      const photos = member.photos as Photo[]
      expect(photos).toHaveLength(2)
      expect(photos[0]).toMatchObject({ private: false, locked: false, url: `/cdn/${files.public}` })
      const locked = photos[1] as Photo
      const blurred = `/cdn/${files.private.replace('.webp', '-blur.webp')}`
      expect(locked).toMatchObject({ private: true, locked: true, url: blurred, thumb_url: blurred })
      expect(JSON.stringify(member)).not.toContain(files.private)
      expect(JSON.stringify(member)).not.toContain(files.privateThumb)
      // The photo itself stays refused; the blurred version is anyone's.
      expect((await cdn(`/cdn/${files.private}`, cookie)).statusCode).toBe(404)
      expect((await cdn(`/cdn/${files.privateThumb}`, cookie)).statusCode).toBe(404)
      const blur = await cdn(blurred, cookie)
      expect(blur.statusCode).toBe(200)
      expect(blur.headers['content-type']).toBe('image/webp')
      expect(blur.headers['cache-control']).toMatch(/^public, /)
      const metadata = await sharp(blur.rawPayload).metadata()
      expect(metadata.width).toBe(32)
      expect(metadata.format).toBe('webp')
    }
  })

  it('shows private photos to premium members and the owner', async () => {
    for (const cookie of [people.premium.cookie, people.owner.cookie]) {
      const { member } = (await get(people.owner.id, cookie)).json()
      const photo = (member.photos as Photo[])[1] as Photo
      expect(photo).toMatchObject({ private: true, locked: false, url: `/cdn/${files.private}` })
      expect((await cdn(photo.url, cookie)).statusCode).toBe(200)
    }
  })

  it('answers blurred versions only for active photos of the site', async () => {
    expect((await cdn(`/cdn/${'0'.repeat(32)}-blur.webp`)).statusCode).toBe(404)
    expect((await cdn(`/cdn/${files.public.replace('.webp', '-blur.webp')}`)).statusCode).toBe(200)
    expect((await cdn('/cdn/abc-blur.webp')).statusCode).toBe(404)
  })

  it('answers 404 for unknown, inactive and deleted members', async () => {
    const disabled = await insertMember(t.db, t.siteId, { profileStatus: 'disabled' })
    const deleted = await insertMember(t.db, t.siteId, { userStatus: 'deleted' })
    const unconfirmed = await insertMember(t.db, t.siteId, { userStatus: 'not_confirmed' })
    for (const id of [disabled, deleted, unconfirmed, 2_000_000_000]) {
      const response = await get(id, people.free.cookie)
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('not_found')
    }
  })

  it('shows an invisible member only to those they liked or talk with, and to themselves', async () => {
    const invisible = await signupMember(t, 'Hidden')
    await t.db.updateTable('profiles').set({ searchable: 0 }).where('user_id', '=', invisible.id).execute()
    await t.db.updateTable('users').set({ invisible: 1 }).where('id', '=', invisible.id).execute()
    const stranger = await signupMember(t, 'Stranger')
    expect((await get(invisible.id, stranger.cookie)).statusCode).toBe(404)
    expect((await get(invisible.id)).statusCode).toBe(404)
    expect((await get(invisible.id, invisible.cookie)).statusCode).toBe(200)

    await t.db
      .insertInto('likes')
      .values({ liker_id: invisible.id, liked_id: people.free.id, created_at: Date.now() })
      .execute()
    expect((await get(invisible.id, people.free.cookie)).statusCode).toBe(200)

    const [low, high] = [invisible.id, people.premium.id].sort((a, b) => a - b)
    await t.db
      .insertInto('conversations')
      .values({
        site_id: t.siteId,
        user_low_id: low as number,
        user_high_id: high as number,
        started_by: invisible.id,
        created_at: Date.now(),
      })
      .execute()
    expect((await get(invisible.id, people.premium.cookie)).statusCode).toBe(200)
    expect((await get(invisible.id, stranger.cookie)).statusCode).toBe(404)
  })

  it('refuses a bad id with 400', async () => {
    for (const query of ['id=abc', 'id=0', 'id=-3', '', 'id=1&x=2', 'id=99999999999']) {
      const response = await t.app.inject({ url: `/api/member.php?${query}`, headers: { host: 'localhost' } })
      expect(response.statusCode).toBe(400)
    }
  })
})

describe.each(engines)('profile view limits [%s]', (engine) => {
  let t: TestApp
  let memberId = 0

  beforeAll(async () => {
    t = await createTestApp(engine)
    memberId = await insertMember(t.db, t.siteId)
  })
  afterAll(() => t.close())

  const view = (headers: Record<string, string>) =>
    t.app.inject({ url: `/api/member.php?id=${memberId}`, headers: { host: 'localhost', ...headers } })

  it('limits visitors per address and members per account, with the catalogue message', async () => {
    const visitor = { 'x-forwarded-for': '203.0.113.9' }
    for (let i = 0; i < 120; i++) expect((await view(visitor)).statusCode).toBe(200)
    const limited = await view({ ...visitor, cookie: 'i18n_redirected=fr' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toMatchObject({
      code: 'rate_limited',
      message: catalogues.fr.errors.rate_limited,
    })

    // A member's views count on their account, not on the address they share.
    const member = await signupMember(t, 'Viewer')
    for (let i = 0; i < 300; i++) expect((await view({ cookie: member.cookie })).statusCode).toBe(200)
    expect((await view({ cookie: member.cookie })).statusCode).toBe(429)
  })
})
