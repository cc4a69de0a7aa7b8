import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, regionIdOf, type TestApp, withSiteSetting } from '#server/test/harness.js'
import { catalogues } from '#shared/i18n/resources.js'

describe.each(engines)('GET /api/geocode.php [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'amora.test', ...headers }, remoteAddress })

  const regionId = (country: string, code: string) => regionIdOf(t.db, country, code)

  it('names the town, region and country of a position, for visitors too', async () => {
    const response = await get('/api/geocode.php?lat=52.37&lon=4.89')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      geocode: {
        city: 'Amsterdam',
        country: 'NL',
        region_id: await regionId('NL', 'NH'),
        region: 'Noord-Holland',
      },
    })
    expect(response.headers['cache-control']).toBe('private, max-age=3600')

    const munich = await get('/api/geocode.php?lat=48.14&lon=11.58')
    expect(munich.json()).toEqual({
      geocode: { city: 'München', country: 'DE', region_id: await regionId('DE', 'BY'), region: 'Bayern' },
    })
  })

  it('accepts signs, spaces around the number and many decimals', async () => {
    const response = await get('/api/geocode.php?lat=%2B40.7128&lon=%20-74.006012345')
    expect(response.statusCode).toBe(200)
    expect(response.json().geocode).toMatchObject({ city: 'New York', country: 'US', region: 'New York' })
  })

  it('answers false with 200 where no known town is near', async () => {
    for (const url of ['/api/geocode.php?lat=40&lon=-40', '/api/geocode.php?lat=-90&lon=180']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.json(), url).toEqual({ geocode: false })
    }
  })

  it("looks only at the site's own countries", async () => {
    // Kehl lies on the German bank of the Rhine, opposite Strasbourg.
    const kehl = '/api/geocode.php?lat=48.5734&lon=7.815'
    expect((await get(kehl)).json().geocode).toMatchObject({ city: 'Strasbourg', country: 'FR' })
    await withSiteSetting(t, 'countries', ['DE', 'AT', 'CH'], async () => {
      const geocode = (await get(kehl)).json().geocode
      expect(geocode.country).toBe('DE')
      expect(geocode.region).toBe('Baden-Württemberg')
      expect((await get('/api/geocode.php?lat=52.37&lon=4.89')).json()).toEqual({ geocode: false })
    })
  })

  it.each([
    ['a missing latitude', '?lon=4.89', 'lat'],
    ['a missing longitude', '?lat=52.37', 'lon'],
    ['an empty latitude', '?lat=&lon=4.89', 'lat'],
    ['a latitude above 90', '?lat=90.5&lon=4.89', 'lat'],
    ['a latitude below -90', '?lat=-91&lon=4.89', 'lat'],
    ['a longitude above 180', '?lat=52.37&lon=180.01', 'lon'],
    ['a longitude below -180', '?lat=52.37&lon=-200', 'lon'],
    ['a word', '?lat=north&lon=4.89', 'lat'],
    ['an exponent', '?lat=5e1&lon=4.89', 'lat'],
    ['infinity', '?lat=52.37&lon=Infinity', 'lon'],
    ['a hexadecimal number', '?lat=0x10&lon=4.89', 'lat'],
    ['a repeated parameter', '?lat=52.37&lat=52.38&lon=4.89', 'lat'],
  ])('refuses %s with 400 naming the field', async (_case, query, field) => {
    const response = await get(`/api/geocode.php${query}`)
    expect(response.statusCode).toBe(400)
    const message = field === 'lat' ? 'Latitude' : 'Longitude'
    expect(response.json()).toEqual({
      error: { code: 'validation_failed', field, message: expect.stringContaining(message) },
    })
  })

  it("answers in the visitor's language", async () => {
    const response = await get('/api/geocode.php?lat=95&lon=4.89', { cookie: 'i18n_redirected=de' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'validation_failed',
      field: 'lat',
      message: catalogues.de.location.errors.latitude,
    })
  })

  it('refuses parameters it does not know', async () => {
    const response = await get('/api/geocode.php?lat=52.37&lon=4.89&precise=1')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('validation_failed')
  })

  it('answers 404 for a host that is no site', async () => {
    const response = await get('/api/geocode.php?lat=52.37&lon=4.89', { host: 'nowhere.example' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.code).toBe('unknown_site')
  })

  it('does not accept other methods', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/geocode.php?lat=52.37&lon=4.89',
      headers: { host: 'amora.test' },
    })
    expect(response.statusCode).toBe(404)
  })

  it('limits each address to 30 lookups a minute', async () => {
    const url = '/api/geocode.php?lat=52.37&lon=4.89'
    for (let i = 0; i < 30; i++) expect((await get(url, {}, '203.0.113.7')).statusCode).toBe(200)
    const limited = await get(url, {}, '203.0.113.7')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toEqual({ code: 'rate_limited', message: catalogues.en.errors.rate_limited })
    expect((await get(url, {}, '203.0.113.8')).statusCode).toBe(200)
  })
})

describe.each(engines)('GET /api/towns.php [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'amora.test', ...headers } })

  it("lists a region's known towns, largest first, for anyone and for a day", async () => {
    const response = await get(`/api/towns.php?region=${await regionIdOf(t.db, 'NL', 'ZH')}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    const { towns } = response.json()
    expect(towns.slice(0, 3)).toEqual(['Rotterdam', 'Den Haag', 'Leiden'])
    expect(towns).not.toContain('Amsterdam')
  })

  it('refuses a region that is not a number, in the visitor language', async () => {
    for (const query of ['', '?region=', '?region=abc', '?region=-4', '?region=1&x=2']) {
      const response = await get(`/api/towns.php${query}`, { cookie: 'i18n_redirected=fr' })
      expect(response.statusCode, query).toBe(400)
    }
    const response = await get('/api/towns.php?region=abc', { cookie: 'i18n_redirected=fr' })
    expect(response.json().error.message).toBe(catalogues.fr.location.errors.region)
  })

  it('answers 404 for a region that does not exist', async () => {
    const response = await get('/api/towns.php?region=999999', { cookie: 'i18n_redirected=de' })
    expect(response.statusCode).toBe(404)
    expect(response.json().error.message).toBe(catalogues.de.location.errors.region)
  })
})
