import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogues } from '#shared/i18n/resources.js'
import { insertMember, signupMember, withSetting } from '../modules/members/fixtures.js'
import { engines, type TestApp } from '../test/harness.js'
import { createPageTestApp, dehydratedKeys, visible } from '../test/pages.js'

describe.each(engines)('server-rendered member pages [%s]', (engine) => {
  let t: TestApp
  let anna = 0
  let searcher = { id: 0, cookie: '' }

  beforeAll(async () => {
    t = await createPageTestApp(engine)
    anna = await insertMember(t.db, t.siteId, { name: 'Anna', birthDate: '1991-03-02', hasPhoto: true })
    for (let i = 0; i < 3; i++) await insertMember(t.db, t.siteId, { name: `Noor${i}`, hasPhoto: true })
    searcher = await signupMember(t, 'Searcher')
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } })

  it('renders a profile with its content, title and the main photo as social image', async () => {
    const response = await get(`/members/${anna}`)
    expect(response.statusCode).toBe(200)
    const html = response.body
    const card = (
      await t.app.inject({ url: `/api/member.php?id=${anna}`, headers: { host: 'localhost' } })
    ).json().member as { age: number; main_image: { url: string } }
    expect(html).toContain(`<title>Anna, ${card.age} | Amora</title>`)
    expect(html).toContain(`<meta property="og:image" content="http://localhost:3000${card.main_image.url}">`)
    expect(visible(html)).toContain('id="profile-name"')
    expect(visible(html)).toContain(catalogues.en.profile_view.facts_title)
    // A visitor is offered signup, not the member actions.
    expect(visible(html)).toContain(catalogues.en.profile_view.visitor_offer.replace('{{name}}', 'Anna'))
    expect(visible(html)).not.toContain('Block Anna')
  })

  it('preloads the main photo from the head, so that the page in #root is all the browser hydrates', async () => {
    const html = (await get(`/members/${anna}`)).body
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<link rel="preload" as="image" imageSrcSet="[^"]+"/i)
    expect(html).toContain('<div id="root"><div class="layout-default')
  })

  it('renders the profile for a member with the block action, in the member’s language', async () => {
    const response = await get(`/members/${anna}`, { cookie: `${searcher.cookie}; i18n_redirected=de` })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<html lang="de">')
    expect(visible(response.body)).toContain('Anna blockieren')
  })

  it('answers unknown and malformed ids with the not-found page and 404', async () => {
    for (const path of [
      '/members/99999999',
      '/members/0',
      '/members/abc',
      '/members/12abc',
      '/members/9999999999',
    ]) {
      const response = await get(path)
      expect(response.statusCode, path).toBe(404)
      expect(visible(response.body), path).toContain('This page could not be found')
    }
  })

  it('tells a member blocked by the profile’s owner so, with status 403', async () => {
    const blocker = await signupMember(t, 'Blocker')
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { host: 'localhost', cookie: blocker.cookie },
      payload: { member: searcher.id },
    })
    expect(block.statusCode).toBe(200)
    const response = await get(`/members/${blocker.id}`, { cookie: searcher.cookie })
    expect(response.statusCode).toBe(403)
    expect(visible(response.body)).toContain(
      'You&#x27;re blocked by Blocker. You do not have access to this page.',
    )
    expect(visible(response.body)).toContain('href="/members"')
  })

  it('renders the search with its first page of results in the first paint', async () => {
    const response = await get('/members?gender=female&country=NL&countryregion=&min_age=18&max_age=99', {
      cookie: searcher.cookie,
    })
    expect(response.statusCode).toBe(200)
    const html = visible(response.body)
    expect(html).toContain('<title>Search members | Amora</title>')
    expect(html).toMatch(/\d+ members found/)
    expect(html).toContain(`href="/members/${anna}"`)
    const keys = dehydratedKeys(response.body)
    expect(keys.some((key) => key.startsWith(`["search",${searcher.id},`))).toBe(true)
    expect(html).toContain('Women · 18–99 years · Netherlands</p>')
    // The suggestions and the regions of the filter sheet come after the first paint.
    expect(keys).not.toContain(JSON.stringify(['suggested', searcher.id]))
    expect(keys).not.toContain(JSON.stringify(['regions', 'NL']))
  })

  it('names the searched region in the filters’ summary of the first paint', async () => {
    const regions = await t.app.inject({ url: '/api/regions.php?country=NL', headers: { host: 'localhost' } })
    const [region] = (regions.json() as { regions: { NL: { regions: { id: number; name: string }[] } } })
      .regions.NL.regions
    if (!region) throw new Error('no regions for NL')
    const response = await get(`/members?country=NL&countryregion=${region.id}`, { cookie: searcher.cookie })
    expect(response.statusCode).toBe(200)
    expect(visible(response.body)).toContain(`Everyone · 18–99 years · Netherlands · ${region.name}</p>`)
    expect(dehydratedKeys(response.body)).toContain(JSON.stringify(['regions', 'NL']))
  })

  it('shows visitors the search where the site allows it, and a call to sign up where it does not', async () => {
    const open = await get('/members')
    expect(open.statusCode).toBe(200)
    expect(visible(open.body)).toContain(`href="/members/${anna}"`)
    await withSetting(t, 'logged_out_search', 'none', async () => {
      const closed = await get('/members')
      expect(closed.statusCode).toBe(200)
      const html = visible(closed.body)
      expect(html).toContain(catalogues.en.search.gate_body)
      expect(html).not.toContain(`href="/members/${anna}"`)
      await withSetting(t, 'logged_out_search_trafficsource', 'all', async () => {
        const withSource = await get('/members?network=ads')
        expect(visible(withSource.body)).toContain(`href="/members/${anna}"`)
        expect(visible((await get('/members')).body)).toContain(catalogues.en.search.gate_body)
      })
    })
  })
})
