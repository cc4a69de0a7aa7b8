import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncReferenceData } from '#server/db/seed/reference.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { catalogues } from '#shared/i18n/resources.js'

describe.each(engines)('site API [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } })

  it('answers the health check', async () => {
    const response = await get('/healthz')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('GET /api/settings.php answers every site setting of docs/product.md §3', async () => {
    const response = await get('/api/settings.php')
    expect(response.statusCode).toBe(200)
    const { settings } = response.json()
    for (const field of [
      'name',
      'domain',
      'domain_language',
      'cdn_prefix',
      'description',
      'index_title',
      'countries',
      'visible_profile_fields',
      'visible_profile_notes',
      'region_data',
      'search_fields',
      'interests',
      'geoip_country',
      'geoip_selected_country',
      'signups',
      'logged_out_search',
      'logged_out_search_trafficsource',
      'enable_site_entry_popup',
      'push_public_key',
      'fictional_icon',
      'fictional_warning',
      'fictional_singular',
      'fictional_plural',
      'message_credits',
      'signup_credits',
      'photo_credits',
      'gift_credits',
      'content_review',
      'message_length',
      'minimum_message_costs',
      'support_email',
      'refund_days',
      'member_resell',
    ]) {
      expect(settings, field).toHaveProperty(field)
    }
    expect(settings.name).toBe('Amora')
    expect(settings.cdn_prefix).toBe('/cdn/')
    expect(settings.region_data.CH).toEqual({ kind: 'canton' })
    expect(settings.minimum_message_costs.CH).toEqual({ costs: 0.4, currency: 'CHF' })
  })

  it('finds the site by any of its hosts, or by the forced host', async () => {
    expect((await get('/api/settings.php', { host: 'AMORA.TEST' })).statusCode).toBe(200)
    const forced = await get('/api/settings.php?host=amora.test&ref=abc', { host: 'localhost' })
    expect(forced.statusCode).toBe(200)
    expect(forced.json().settings.name).toBe('Amora')
  })

  it('refuses unknown hosts with a clear 404', async () => {
    const response = await get('/api/settings.php', { host: 'nowhere.example' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'unknown_site', message: catalogues.en.errors.unknown_site },
    })
    const forced = await get('/api/settings.php?host=nowhere.example')
    expect(forced.statusCode).toBe(404)
    expect(forced.json().error.code).toBe('unknown_site')
    // No site to take a language from: the browser's.
    const polish = await get('/api/settings.php', { host: 'nowhere.example', 'accept-language': 'pl' })
    expect(polish.json().error.message).toBe(catalogues.pl.errors.unknown_site)
  })

  it('refuses a malformed forced host', async () => {
    const response = await get('/api/settings.php?host=%3Cscript%3E')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({ code: 'validation_failed', field: 'host' })
  })

  it('places the visitor by geoip, through a trusted proxy only', async () => {
    const direct = await get('/api/settings.php', { 'x-forwarded-for': '145.1.1.1' })
    expect(direct.json().settings.geoip_country).toBeNull()
    const proxied = await createTestApp(engine, { env: { TRUST_PROXY: '127.0.0.1' } })
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/api/settings.php',
        headers: { host: 'localhost', 'x-forwarded-for': '145.1.1.1' },
      })
      const { settings } = response.json()
      expect(settings.geoip_country).toBe('NL')
      expect(settings.geoip_selected_country).toBe('NL')
      expect(settings.language_choices).toContain('nl')
    } finally {
      await proxied.close()
    }
  })

  it('GET /api/companyinfo.php answers the company with a cleaned phone number', async () => {
    const response = await get('/api/companyinfo.php')
    expect(response.statusCode).toBe(200)
    const { companyinfo } = response.json()
    expect(companyinfo).toMatchObject({
      name: 'Amora Demo B.V.',
      city: 'Amsterdam',
      support_phone: '+31201234567',
    })
    expect(companyinfo.vat_numbers).toEqual(['NL123456789B01'])
  })

  it('GET /api/interests.php answers about fifty interests in the visitor language', async () => {
    const english = (await get('/api/interests.php')).json().interests
    expect(english.length).toBeGreaterThanOrEqual(45)
    expect(english.find((i: { slug: string }) => i.slug === 'travelling').name).toBe(
      catalogues.en.interests.travelling,
    )
    const german = (await get('/api/interests.php', { cookie: 'i18n_redirected=de' })).json().interests
    expect(german.find((i: { slug: string }) => i.slug === 'travelling').name).toBe(
      catalogues.de.interests.travelling,
    )
    expect(german.map((i: { name: string }) => i.name)).not.toEqual(
      english.map((i: { name: string }) => i.name),
    )
  })

  it('GET /api/regions.php answers the real regions of every site country', async () => {
    const response = await get('/api/regions.php')
    expect(response.statusCode).toBe(200)
    const { regions } = response.json()
    expect(Object.keys(regions).sort()).toEqual([
      'AT',
      'AU',
      'BE',
      'CA',
      'CH',
      'DE',
      'ES',
      'FR',
      'GB',
      'IE',
      'IT',
      'NL',
      'NZ',
      'PL',
      'US',
    ])
    expect(regions.NL.regions).toHaveLength(12)
    expect(regions.CH.regions).toHaveLength(26)
    expect(regions.CH.kind).toBe('canton')
    expect(regions.PL.regions).toHaveLength(16)
    expect(regions.NL.regions.map((r: { name: string }) => r.name)).toContain('Noord-Holland')
  })

  it('GET /api/regions.php?country= answers one country, translated kind', async () => {
    const response = await get('/api/regions.php?country=ch', { cookie: 'i18n_redirected=de' })
    expect(response.statusCode).toBe(200)
    const { regions } = response.json()
    expect(Object.keys(regions)).toEqual(['CH'])
    expect(regions.CH.kind_name).toBe(catalogues.de.region_kinds.canton)
  })

  it("names Germany's Länder and the United States' states each in their own words", async () => {
    const kindOf = async (country: string, language: string) =>
      (await get(`/api/regions.php?country=${country}`, { cookie: `i18n_redirected=${language}` })).json()
        .regions[country.toUpperCase()].kind_name
    expect(await kindOf('de', 'pl')).toBe('Kraj związkowy')
    expect(await kindOf('us', 'pl')).toBe('Stan')
    expect(await kindOf('at', 'de')).toBe('Bundesland')
    expect(await kindOf('us', 'de')).toBe('Bundesstaat')
  })

  it('corrects the kind of a region stored by an earlier release when the reference data is synced', async () => {
    await t.db.updateTable('regions').set({ kind: 'state' }).where('country', '=', 'DE').execute()
    await syncReferenceData(t.db)
    const kinds = await t.db
      .selectFrom('regions')
      .select('kind')
      .where('country', '=', 'DE')
      .distinct()
      .execute()
    expect(kinds).toEqual([{ kind: 'land' }])
  })

  it.each([
    ['/api/regions.php?country=XX', 'country'],
    ['/api/regions.php?country=123', 'country'],
    ['/api/regions.php?country=NL&country=DE', 'country'],
  ])('refuses bad input %s with 400', async (url, field) => {
    const response = await get(url)
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({ code: 'validation_failed', field })
    expect(response.json().error.message).toEqual(expect.any(String))
  })

  it('answers errors in the visitor language', async () => {
    const response = await get('/api/regions.php?country=XX', { cookie: 'i18n_redirected=fr' })
    expect(response.json().error.message).toBe(catalogues.fr.errors.unknown_country)
  })

  it('tolerates broken cookies and Accept-Language headers', async () => {
    const response = await get('/api/settings.php', {
      cookie: 'i18n_redirected=%E0%A4%A; ===; ;x',
      'accept-language': `;;q=,,*;q=abc,${'x'.repeat(2000)}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().settings.browser_language).toBeNull()
  })

  it('answers unknown API calls and methods with a JSON 404', async () => {
    const unknown = await get('/api/nothing.php')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('not_found')
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/settings.php',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ huge: 'x'.repeat(200_000) }),
    })
    expect(post.statusCode).toBeGreaterThanOrEqual(400)
    expect(post.statusCode).toBeLessThan(500)
    expect(post.json().error.code).toEqual(expect.any(String))
  })
})
