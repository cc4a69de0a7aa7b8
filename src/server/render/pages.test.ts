import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { infoPageNames } from '#shared/api/info-pages.js'
import { locales } from '#shared/i18n/languages.js'
import { catalogues } from '#shared/i18n/resources.js'
import { staffCatalogues } from '#shared/i18n/staffResources.js'
import { generateMembers } from '../db/seed/members.js'
import { postSignup, sessionCookie } from '../modules/members/fixtures.js'
import type { TestApp } from '../test/harness.js'
import { createPageTestApp, visible } from '../test/pages.js'

describe('server-rendered pages', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createPageTestApp('sqlite')
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } })

  it('renders the index page with title, language, description and the client app', async () => {
    const response = await get('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    const html = response.body
    expect(html).toMatch(/^<!doctype html><html lang="en">/)
    expect(html).toContain('<title>Amora – meet singles near you</title>')
    expect(html).toContain('<meta name="description" content="Amora is the place')
    expect(html).toContain(catalogues.en.index.headline)
    expect(html).toContain('<script type="module" src="/assets/app.js"')
    // What the entry imports is fetched at once, not after the entry arrived.
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/shared.js" nonce="[^"]+">/)
    expect(html).toContain('window.__AMORA__=')
    expect(html).toContain('__staticRouterHydrationData')
  })

  it("preloads the chunks of the page's lazy routes, and no other page's", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])
    // The index page is in the entry (routes.tsx): nothing to add.
    expect(preloads((await get('/')).body)).toEqual(['/assets/shared.js'])
    expect(preloads((await get('/pages/service')).body)).toEqual([
      '/assets/shared.js',
      '/assets/info.js',
      '/assets/cards.js',
    ])
  })

  it('remembers the language in the i18n_redirected cookie for a year', async () => {
    const response = await get('/')
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toContain('i18n_redirected=en')
    expect(cookie).toContain('Max-Age=31536000')
    expect(cookie).toContain('SameSite=Lax')
  })

  it('sends a nonce-based Content-Security-Policy that the inline scripts carry', async () => {
    const response = await get('/')
    const csp = String(response.headers['content-security-policy'])
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    const inline = response.body.match(/<script(?![^>]*src=)[^>]*>/g) ?? []
    expect(inline.length).toBeGreaterThan(0)
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it.each(locales)('renders in %s when the cookie says so', async (locale) => {
    const response = await get('/', { cookie: `i18n_redirected=${locale}` })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`<html lang="${locale}">`)
    expect(response.body).toContain(catalogues[locale].index.headline)
  })

  it.each(infoPageNames)('renders the info page %s with the company filled in', async (name) => {
    const response = await get(`/pages/${name}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(`<h1>`)
    expect(visible(response.body)).not.toContain('{{')
    expect(response.body).toMatch(/<title>[^<]+ \| Amora<\/title>/)
  })

  it('fills the company details into the service page in every language', async () => {
    for (const locale of locales) {
      const response = await get('/pages/service', { cookie: `i18n_redirected=${locale}` })
      expect(response.body, locale).toContain('support@amora.example')
      expect(visible(response.body), locale).not.toContain('{{')
    }
  })

  it('answers an unknown route with the 404 page and a link home', async () => {
    const response = await get('/no/such/page')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('This page could not be found')
    expect(response.body).toMatch(/<a[^>]*href="\/"[^>]*>Back to the home page<\/a>/)
    expect(response.body).toContain('<title>Page not found | Amora</title>')
  })

  it('answers an unknown info page with 404', async () => {
    const response = await get('/pages/unknown')
    expect(response.statusCode).toBe(404)
  })

  it('renders despite a broken cookie header', async () => {
    const response = await get('/pages/faq', { cookie: 'i18n_redirected=%%%; ;;=' })
    expect(response.statusCode).toBe(200)
  })

  it('answers an unknown host with a plain 404', async () => {
    const response = await get('/', { host: 'nowhere.example' })
    expect(response.statusCode).toBe(404)
  })

  it('redirects visitors away from member pages and members away from visitor pages', async () => {
    const profile = await get('/profile')
    expect(profile.statusCode).toBe(302)
    expect(profile.headers.location).toBe('/login?next=%2Fprofile')
    const signup = await postSignup(t, { email: 'pages@example.com', name: 'Pages' })
    const cookie = sessionCookie(signup)
    const login = await get('/login', { cookie })
    expect(login.statusCode).toBe(302)
    expect(login.headers.location).toBe('/members')
    const settings = await get('/profile', { cookie })
    expect(settings.statusCode).toBe(200)
    expect(settings.body).toContain('pages@example.com')
    expect((await get('/login')).statusCode).toBe(200)
  })

  it('renders the member signup and the signup with matches in the lander layout', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'amora-pages-'))
    const [id] = await generateMembers(t.db, { siteId: t.siteId, count: 12, dataDir, seed: 3 })
    await t.db
      .updateTable('profiles')
      .set({ searchable: 1, name: 'Marieke' })
      .where('user_id', '=', id as number)
      .execute()
    const page = await get(`/members/${id}/signup`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('class="lander-bar')
    expect(page.body).toContain('<title>Meet Marieke | Amora</title>')
    expect((await get('/members/999999/signup')).statusCode).toBe(404)
    expect((await get('/members/abc/signup')).statusCode).toBe(404)
    const matches = await get('/signup-matches')
    expect(matches.statusCode).toBe(200)
    expect(matches.body).toContain(catalogues.en.members.matches_heading)
  })

  it('serves a language catalogue for the client', async () => {
    const response = await get('/locales/de.json')
    expect(response.statusCode).toBe(200)
    expect(response.json().nav.login).toBe(catalogues.de.nav.login)
    expect((await get('/locales/xx.json')).statusCode).toBe(404)
    expect((await get('/locales/de.txt')).statusCode).toBe(404)
  })

  it("answers a missing catalogue or built file with a 404 in the browser's language", async () => {
    for (const path of ['/locales/xx.json', '/locales/de/nothing.json', '/assets/nothing/here.js']) {
      const missing = await get(path, { 'accept-language': 'nl-NL,nl;q=0.9' })
      expect(missing.statusCode, path).toBe(404)
      expect(missing.json().error, path).toEqual({
        code: 'not_found',
        message: catalogues.nl.errors.not_found,
      })
    }
  })

  it("links the page's catalogue as a file the browser keeps instead of writing it into the page", async () => {
    const html = (await get('/', { cookie: 'i18n_redirected=pl' })).body
    const href = /<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/.exec(html)?.[1] ?? ''
    expect(href).toMatch(/^\/locales\/pl\.json\?v=[0-9a-f]{12}$/)
    // The inline start-up data holds the queries, not the 60 KB of texts.
    expect(html).not.toContain(catalogues.pl.directdebit.errors.code_invalid)
    expect(html.length).toBeLessThan(20_000)

    const kept = await get(href)
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(kept.json().footer.help).toBe(catalogues.pl.footer.help)
    const old = await get('/locales/pl.json?v=000000000000')
    expect(old.headers['cache-control']).toBe('no-cache')
    expect(old.json().footer.help).toBe(catalogues.pl.footer.help)
  })

  it("serves the back office's texts per language, preloaded on its pages alone", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)].map((m) => m[1] ?? '')
    const admin = await get('/admin/login', { cookie: 'i18n_redirected=it' })
    expect(admin.statusCode).toBe(200)
    expect(admin.body).toContain(staffCatalogues.it.login.title)
    const [members, staff] = preloads(admin.body)
    expect(members).toMatch(/^\/locales\/it\.json\?v=[0-9a-f]{12}$/)
    expect(staff).toBe(members?.replace('/it.json', '/staff-it.json'))

    const file = await get(staff ?? '', { 'accept-encoding': 'br' })
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(JSON.parse(brotliDecompressSync(file.rawPayload).toString('utf8'))).toEqual(staffCatalogues.it)
    // A member's page does not bring them.
    expect(preloads((await get('/', { cookie: 'i18n_redirected=it' })).body)).toEqual([members])
    for (const wrong of [
      '/locales/staff-xx.json',
      '/locales/staff.json',
      '/locales/staff-it.txt',
      '/locales/admin-it.json',
    ])
      expect((await get(wrong)).statusCode, wrong).toBe(404)
  })

  it('sends the catalogue compressed to browsers that accept it', async () => {
    const href = '/locales/fr.json'
    const plain = await get(href)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('accept-encoding')
    for (const [header, encoding, unpack] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
      ['*', 'br', brotliDecompressSync],
    ] as const) {
      const response = await get(href, { 'accept-encoding': header })
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
      expect(JSON.parse(unpack(response.rawPayload).toString('utf8'))).toEqual(catalogues.fr)
    }
    expect((await get(href, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined()
  })
})
