import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogues } from '../../../shared/i18n/resources.js'
import { createTestApp, engines, type TestApp } from '../../test/harness.js'

describe.each(engines)('PUT /api/profile.php [%s]', (engine) => {
  let t: TestApp
  let cookie = ''
  let regionNH = 0
  let regionBY = 0

  beforeAll(async () => {
    t = await createTestApp(engine)
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { host: 'localhost' },
      payload: {
        email: `profile.${engine}@example.com`,
        name: 'Profiled',
        password: 'long enough 1',
        date_of_birth: '1988-03-03',
      },
    })
    const session = signup.cookies.find((c) => c.name === 'amora_session')
    cookie = `amora_session=${session?.value}`
    // Visitors from unknown addresses are placed in the site's first country.
    await t.db.updateTable('profiles').set({ country: 'NL' }).execute()
    const regions = await t.db
      .selectFrom('regions')
      .select(['id', 'country', 'code'])
      .where('code', 'in', ['NH', 'BY'])
      .execute()
    regionNH = regions.find((r) => r.country === 'NL' && r.code === 'NH')?.id ?? 0
    regionBY = regions.find((r) => r.country === 'DE' && r.code === 'BY')?.id ?? 0
  })
  afterAll(() => t.close())

  const put = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { host: 'localhost', ...headers },
      payload: payload as object,
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

  it.each([
    ['an unknown gender', { gender: 'other' }, 'gender'],
    ['a region of another country', { region_id: -1 }, 'region_id'],
    ['a text too long', { about_me: 'x'.repeat(2001) }, 'about_me'],
    ['an unknown field', { credits: 1000 }, undefined],
    ['nothing', {}, undefined],
  ])('refuses %s with 400 and changes nothing', async (_, payload, field) => {
    const before = await t.app.inject({ url: '/api/profile.php', headers: { host: 'localhost', cookie } })
    const response = await put(payload)
    expect(response.statusCode).toBe(400)
    if (field) expect(response.json().error.field).toBe(field)
    const after = await t.app.inject({ url: '/api/profile.php', headers: { host: 'localhost', cookie } })
    expect(after.json()).toEqual(before.json())
  })

  it('refuses a region outside the member country, in the member language', async () => {
    const response = await put({ region_id: regionBY }, { cookie: `${cookie}; i18n_redirected=nl` })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      field: 'region_id',
      message: catalogues.nl.profile.errors.unknown_region,
    })
  })

  it('needs a session', async () => {
    expect((await put({ gender: 'male' }, {})).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/profile.php', headers: { host: 'localhost' } })).statusCode).toBe(
      403,
    )
  })
})
