import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryWarningCookie } from '#shared/entryWarning.js'
import { catalogues } from '#shared/i18n/resources.js'
import { signupMember, withSetting } from '../modules/members/fixtures.js'
import { engines, type TestApp } from '../test/harness.js'
import { createPageTestApp, dehydratedKeys, visible } from '../test/pages.js'

// docs/product.md §2 Site-entry warning modal: drawn by the server in the first paint, so that it is up before
// any script runs (and without scripts), and confirmed by a form that works without them.
describe.each(engines)('the adult entry warning [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createPageTestApp(engine)
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } })
  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/entry-warning',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload,
    })
  const warning = /<div class="modal d-block entry-warning" role="dialog" aria-modal="true"/
  const confirmed = { cookie: `${entryWarningCookie}=1764000000000` }

  it("is in a new visitor's first paint, with the page under it out of reach, in the visitor's language", async () => {
    const html = visible((await get('/login', { cookie: 'i18n_redirected=de' })).body)
    expect(html).toMatch(warning)
    expect(html).toContain(catalogues.de.entry_warning.title)
    expect(html).toMatch(/<div class="layout-default[^"]*" inert="">/)
    // Confirming posts the form back to this page; leaving goes where the site says.
    expect(html).toContain('<form class="modal-content" action="/entry-warning" method="post">')
    expect(html).toContain('<input type="hidden" name="return" value="/login"/>')
    expect(html).toContain('href="https://www.google.com/"')
    expect(html).toMatch(/<button type="submit" class="btn btn-primary" autofocus="">/)
    expect(dehydratedKeys((await get('/login')).body)).toContain('["entry-warning"]')
  })

  it('keeps the query of the page to come back to', async () => {
    const html = (await get('/pages/terms?utm_source=x')).body
    expect(html).toMatch(warning)
    // A shared page is rendered from its key's address: the ad parameters are not part of it.
    expect(html).toContain('<input type="hidden" name="return" value="/pages/terms"/>')
  })

  it('is not drawn for a visitor who confirmed it, nor for members', async () => {
    const entered = (await get('/login', confirmed)).body
    expect(entered).not.toMatch(warning)
    expect(entered).not.toContain('inert=""')
    // The shared pages keep both versions apart.
    expect((await get('/')).body).toMatch(warning)
    expect((await get('/', confirmed)).body).not.toMatch(warning)
    expect((await get('/')).body).toMatch(warning)
    const member = await signupMember(t, 'Wendy')
    expect((await get('/members', { cookie: member.cookie })).body).not.toMatch(warning)
  })

  it('is not drawn where the site turned it off, or for countries outside its list', async () => {
    await withSetting(t, 'enable_site_entry_popup', false, async () => {
      expect((await get('/login')).body).not.toMatch(warning)
    })
    await withSetting(t, 'entry_warning_countries', ['DE'], async () => {
      // The visitor's address is in no country here.
      expect((await get('/login')).body).not.toMatch(warning)
    })
  })

  it('is confirmed by its form: the cookie is set and the visitor goes back to the page', async () => {
    const response = await post('return=%2Fpages%2Fterms%3Fa%3D1')
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/pages/terms?a=1')
    const cookie = response.cookies.find((c) => c.name === entryWarningCookie)
    expect(Number(cookie?.value)).toBeGreaterThan(Date.now() - 60_000)
    expect(cookie).toMatchObject({ path: '/', maxAge: 400 * 24 * 60 * 60, sameSite: 'Lax' })
    const back = await get('/pages/terms?a=1', { cookie: `${entryWarningCookie}=${cookie?.value}` })
    expect(back.body).not.toMatch(warning)
  })

  it.each([
    ['another host', 'return=%2F%2Fevil.example%2F'],
    ['another host, with a backslash', 'return=%2F%5Cevil.example'],
    ['an absolute address', 'return=https%3A%2F%2Fevil.example%2F'],
    ['no page', ''],
    ['a line break', 'return=%2Fa%0D%0ALocation%3A%20x'],
    ['a letter a browser would have encoded', 'return=%2Fpages%2F%C5%BC'],
  ])('refuses %s to go back to, in the visitor’s language, and sets nothing', async (_, payload) => {
    const response = await post(payload, { cookie: 'i18n_redirected=de' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      field: 'return',
      message: catalogues.de.errors.validation_failed,
    })
    expect(response.cookies.find((c) => c.name === entryWarningCookie)).toBeUndefined()
  })
})
