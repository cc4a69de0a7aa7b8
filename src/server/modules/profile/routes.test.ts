import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, regionIdOf, type TestApp, withSiteSetting } from '#server/test/harness.js'
import { catalogues } from '#shared/i18n/resources.js'
import { postSignup, sessionCookie, sessionUserOf } from '../members/fixtures.js'

describe.each(engines)('/api/profile.php [%s]', (engine) => {
  let t: TestApp
  let cookie = ''
  let userId = 0
  let regionNH = 0
  let regionBY = 0
  let interestIds: Record<string, number> = {}

  beforeAll(async () => {
    t = await createTestApp(engine)
    const signup = await postSignup(t, {
      email: `profile.${engine}@example.com`,
      name: 'Profiled',
      date_of_birth: '1988-03-03',
    })
    cookie = sessionCookie(signup)
    userId = signup.json().user.id
    // Visitors from unknown addresses are placed in the site's first country.
    await t.db.updateTable('profiles').set({ country: 'NL' }).execute()
    const regions = await t.db
      .selectFrom('regions')
      .select(['id', 'country', 'code'])
      .where('code', 'in', ['NH', 'BY'])
      .execute()
    regionNH = regions.find((r) => r.country === 'NL' && r.code === 'NH')?.id ?? 0
    regionBY = regions.find((r) => r.country === 'DE' && r.code === 'BY')?.id ?? 0
    const interests = await t.db.selectFrom('interests').select(['id', 'slug']).execute()
    interestIds = Object.fromEntries(interests.map((i) => [i.slug, i.id]))
  })
  afterAll(() => t.close())

  const put = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { host: 'localhost', ...headers },
      payload: payload as object,
    })
  const get = () => t.app.inject({ url: '/api/profile.php', headers: { host: 'localhost', cookie } })
  const regionId = (country: string, code: string) => regionIdOf(t.db, country, code)
  const storedPosition = () =>
    t.db
      .selectFrom('profiles')
      .select(['latitude', 'longitude'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()

  it('answers every own field, the date of birth, and no position', async () => {
    const response = await get()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json().profile).toEqual({
      name: 'Profiled',
      gender: null,
      sexuality: null,
      birth_date: '1988-03-03',
      country: 'NL',
      region_id: null,
      city: null,
      hair_color: null,
      eye_color: null,
      body_type: null,
      relationship_status: null,
      tattoos: null,
      height_cm: null,
      about_me: null,
      interests: [],
      has_location: false,
    })
  })

  it('saves the personal info and about-me of signup', async () => {
    const response = await put({
      gender: 'female',
      sexuality: 'bi',
      region_id: regionNH,
      city: 'Haarlem',
      about_me: 'Hello!',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().profile).toMatchObject({
      gender: 'female',
      sexuality: 'bi',
      region_id: regionNH,
      city: 'Haarlem',
      about_me: 'Hello!',
    })
    const emptied = await put({ city: '' })
    expect(emptied.json().profile.city).toBeNull()
  })

  it('saves every field of the profile page at once', async () => {
    const fields = {
      name: 'Profiled Anne',
      hair_color: 'red',
      eye_color: 'green',
      body_type: 'athletic',
      relationship_status: 'single',
      tattoos: 'some',
      height_cm: 171,
      city: 'Zandvoort',
    }
    const response = await put({
      ...fields,
      interests: [interestIds.hiking, interestIds.wine, interestIds.hiking],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().profile).toMatchObject({ ...fields, gender: 'female' })
    expect(response.json().profile.interests).toEqual(
      [interestIds.hiking, interestIds.wine].sort((a, b) => (a ?? 0) - (b ?? 0)),
    )
    expect((await get()).json()).toEqual(response.json())
  })

  it('replaces the interests and clears a description with null', async () => {
    const response = await put({ interests: [interestIds.music], hair_color: null, height_cm: null })
    expect(response.json().profile).toMatchObject({
      interests: [interestIds.music],
      hair_color: null,
      height_cm: null,
    })
    expect((await put({ interests: [] })).json().profile.interests).toEqual([])
  })

  it('stores a shared position to about a kilometre and never answers it', async () => {
    const response = await put({ latitude: 52.387654, longitude: 4.646789 })
    expect(response.statusCode).toBe(200)
    expect(response.json().profile.has_location).toBe(true)
    expect(response.body).not.toContain('52.3')
    expect(response.json().profile).not.toHaveProperty('latitude')
    expect(await storedPosition()).toEqual({ latitude: 52.39, longitude: 4.65 })
    const forgotten = await put({ latitude: null, longitude: null })
    expect(forgotten.json().profile.has_location).toBe(false)
    expect(await storedPosition()).toEqual({ latitude: null, longitude: null })
  })

  it('ranks the member’s next search by the position just shared', async () => {
    const user = sessionUserOf(userId, t.siteId)
    await t.deps.memberSearch.searcherOf(user)
    await put({ latitude: 48.14, longitude: 11.58 })
    expect(await t.deps.memberSearch.searcherOf(user)).toMatchObject({ latitude: 48.14, longitude: 11.58 })
    await put({ latitude: null, longitude: null })
    expect(await t.deps.memberSearch.searcherOf(user)).toMatchObject({ latitude: null, longitude: null })
  })

  it.each([
    ['an unknown gender', { gender: 'other' }, 'gender'],
    ['a region of another country', { region_id: -1 }, 'region_id'],
    ['a text too long', { about_me: 'x'.repeat(2001) }, 'about_me'],
    ['a city too long', { city: 'x'.repeat(121) }, 'city'],
    ['a city with control characters', { city: 'Haar\u0000lem' }, 'city'],
    ['an e-mail address as name', { name: 'anne@example.com' }, 'name'],
    ['a name starting with @', { name: '@anne' }, 'name'],
    ['a name too short', { name: 'A' }, 'name'],
    ['an unknown hair colour', { hair_color: 'purple' }, 'hair_color'],
    ['an unknown eye colour', { eye_color: 'violet' }, 'eye_color'],
    ['an unknown body type', { body_type: 'huge' }, 'body_type'],
    ['an unknown relationship status', { relationship_status: 'married' }, 'relationship_status'],
    ['an unknown tattoo option', { tattoos: 'all' }, 'tattoos'],
    ['a height below 120 cm', { height_cm: 119 }, 'height_cm'],
    ['a height above 230 cm', { height_cm: 231 }, 'height_cm'],
    ['a height with decimals', { height_cm: 170.5 }, 'height_cm'],
    ['a height as text', { height_cm: '170' }, 'height_cm'],
    ['an unknown interest', { interests: [999_999] }, 'interests'],
    ['interests that are no list', { interests: 'music' }, 'interests'],
    ['a latitude without longitude', { latitude: 52.1 }, 'longitude'],
    ['a latitude out of range', { latitude: 91, longitude: 4 }, 'latitude'],
    ['a longitude out of range', { latitude: 52, longitude: 181 }, 'longitude'],
    ['a good field next to a bad one', { city: 'Leiden', height_cm: 20 }, 'height_cm'],
    ['an unknown field', { credits: 1000 }, undefined],
    ['nothing', {}, undefined],
  ])('refuses %s with 400 and changes nothing', async (_, payload, field) => {
    const before = await get()
    const position = await storedPosition()
    const response = await put(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('validation_failed')
    if (field) expect(response.json().error.field).toBe(field)
    expect((await get()).json()).toEqual(before.json())
    expect(await storedPosition()).toEqual(position)
  })

  it('refuses an interest the site does not offer, with everything else in the call', async () => {
    await t.db
      .insertInto('site_settings')
      .values({ site_id: t.siteId, name: 'interests', value: JSON.stringify(['music', 'wine']) })
      .execute()
    t.sites.forgetCached()
    try {
      const before = await get()
      const response = await put({ city: 'Haarlem', interests: [interestIds.music, interestIds.gym] })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatchObject({
        field: 'interests',
        message: catalogues.en.profile.errors.unknown_interest,
      })
      expect((await get()).json()).toEqual(before.json())
      expect((await put({ interests: [interestIds.wine] })).statusCode).toBe(200)
    } finally {
      await t.db.deleteFrom('site_settings').where('name', '=', 'interests').execute()
      t.sites.forgetCached()
    }
  })

  it('refuses a region outside the member country, in the member language', async () => {
    const response = await put({ region_id: regionBY }, { cookie: `${cookie}; i18n_redirected=nl` })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      field: 'region_id',
      message: catalogues.nl.profile.errors.unknown_region,
    })
  })

  it('moves the member to another of the site countries, with a region and town of it', async () => {
    const moved = await put({ country: 'DE', region_id: regionBY, city: 'Munchen' })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().profile).toMatchObject({ country: 'DE', region_id: regionBY, city: 'Munchen' })
    // Back home without a region or town: the German ones do not stay behind.
    const back = await put({ country: 'NL' })
    expect(back.statusCode).toBe(200)
    expect(back.json().profile).toMatchObject({ country: 'NL', region_id: null, city: null })
  })

  it('refuses a country the site does not serve, and changes nothing', async () => {
    await put({ region_id: regionNH, city: 'Haarlem' })
    const response = await put(
      { country: 'JP', region_id: null },
      { cookie: `${cookie}; i18n_redirected=pl` },
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      field: 'country',
      message: catalogues.pl.profile.errors.unknown_country,
    })
    await withSiteSetting(t, 'countries', ['NL', 'BE'], async () => {
      const outside = await put({ country: 'DE', region_id: regionBY })
      expect(outside.statusCode).toBe(400)
      expect(outside.json().error.field).toBe('country')
    })
    expect((await get()).json().profile).toMatchObject({
      country: 'NL',
      region_id: regionNH,
      city: 'Haarlem',
    })
    // A member whose country the site has since dropped may stay where they are.
    await withSiteSetting(t, 'countries', ['BE'], async () => {
      expect((await put({ country: 'NL', city: 'Haarlem' })).statusCode).toBe(200)
    })
  })

  it('refuses a town the list places in another region, in the member language', async () => {
    const response = await put(
      { region_id: regionNH, city: 'Rotterdam' },
      { cookie: `${cookie}; i18n_redirected=it` },
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      field: 'city',
      message: catalogues.it.profile.errors.town_not_in_region,
    })
    // A new region with the town kept is checked the same way.
    const regionZH = await regionId('NL', 'ZH')
    expect((await put({ region_id: regionZH })).json().error.field).toBe('city')
    // The town of the region, however it is written, and a village the list does not know, are taken.
    expect((await put({ region_id: regionZH, city: 'rotterdam' })).statusCode).toBe(200)
    expect((await put({ city: 'Berkel en Rodenrijs' })).statusCode).toBe(200)
    expect((await get()).json().profile).toMatchObject({ region_id: regionZH, city: 'Berkel en Rodenrijs' })
  })

  it('says what is wrong with a height, in the member language', async () => {
    const response = await put({ height_cm: 300 }, { cookie: `${cookie}; i18n_redirected=de` })
    expect(response.json().error).toMatchObject({
      field: 'height_cm',
      message: catalogues.de.profile.errors.height,
    })
  })

  it('needs a session', async () => {
    expect((await put({ gender: 'male' }, {})).statusCode).toBe(403)
    const visitor = await t.app.inject({ url: '/api/profile.php', headers: { host: 'localhost' } })
    expect(visitor.statusCode).toBe(403)
    expect(visitor.json().error.code).toBe('authentication_required')
  })
})
