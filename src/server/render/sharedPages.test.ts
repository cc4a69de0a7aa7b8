import type { FastifyRequest } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postSignup, sessionCookie, withSetting } from '../modules/members/fixtures.js'
import type { Site } from '../modules/sites/service.js'
import type { TestApp } from '../test/harness.js'
import { createPageTestApp } from '../test/pages.js'
import { filledIn, type RenderedPage, SharedPages, sharedPageOf } from './sharedPages.js'

function visitorAt(url: string, more: Partial<FastifyRequest> = {}): FastifyRequest {
  return {
    method: 'GET',
    url,
    user: null,
    locale: 'de',
    browserLocale: 'pl',
    geoCountry: 'NL',
    cookies: {},
    ...more,
  } as FastifyRequest
}

/** The key of a request's page among the shared ones, or null when it is rendered for the visitor. */
const sharedPageKey = (request: FastifyRequest) => sharedPageOf(request)?.key ?? null

describe('which pages are shared by visitors', () => {
  it('shares the home page, the landers and the info pages, per language, browser language and country', () => {
    expect(sharedPageKey(visitorAt('/'))).toBe('de|pl|NL|warned|/|')
    expect(sharedPageKey(visitorAt('/landers/adultonly'))).toBe('de|pl|NL|warned|/landers/adultonly|')
    expect(sharedPageKey(visitorAt('/landers/map/utrecht'))).toBe('de|pl|NL|warned|/landers/map/utrecht|')
    expect(sharedPageKey(visitorAt('/pages/terms', { geoCountry: null, browserLocale: undefined }))).toBe(
      'de|||warned|/pages/terms|',
    )
    // Those who confirmed the adult entry warning get the page without it.
    const confirmed = { cookies: { entry_warning_dismissed: '1764000000000' } }
    expect(sharedPageKey(visitorAt('/', confirmed))).toBe('de|pl|NL|entered|/|')
    expect(sharedPageKey(visitorAt('/', { cookies: { entry_warning_dismissed: 'yes' } }))).toBe(
      'de|pl|NL|warned|/|',
    )
  })

  it("leaves out the ad platforms' click parameters, which the app never reads, and keeps any other", () => {
    const bare = sharedPageKey(visitorAt('/landers/adultonly'))
    expect(sharedPageKey(visitorAt('/landers/adultonly?utm_source=x&gclid=1&fbclid=2&msclkid=3'))).toBe(bare)
    expect(sharedPageKey(visitorAt('/landers/adultonly?network=ads&ref=7&gclid=1'))).toBe(
      'de|pl|NL|warned|/landers/adultonly|?network=ads&ref=7',
    )
    expect(sharedPageKey(visitorAt('/landers/adultonly?b=2&a=1'))).toBe(
      sharedPageKey(visitorAt('/landers/adultonly?a=1&b=2')),
    )
    expect(sharedPageKey(visitorAt('/landers/adultonly?page=2'))).toBe(
      'de|pl|NL|warned|/landers/adultonly|?page=2',
    )
  })

  it('shares a page whatever its click ids, rendered with stand-ins that each answer fills in', () => {
    const first = sharedPageOf(visitorAt('/landers/adultonly?network=ads&sub1=c123&sub3=x.y-z_1'))
    const second = sharedPageOf(visitorAt('/landers/adultonly?sub3=other&network=ads&sub1=c456'))
    expect(first?.key).toBe(second?.key)
    expect(first?.url).toBe(second?.url)
    expect(first?.url).not.toContain('c123')
    expect(first?.fills.map(([, value]) => value)).toEqual(['c123', 'x.y-z_1'])
    expect(second?.fills.map(([, value]) => value)).toEqual(['c456', 'other'])
    const standIns = first?.fills.map(([standIn]) => standIn) ?? []
    if (!first) throw new Error('the lander is shared')
    expect(filledIn(`/signup?sub1=${standIns[0]}&sub3=${standIns[1]}`, first)).toBe(
      '/signup?sub1=c123&sub3=x.y-z_1',
    )
  })

  it('keeps a click id that reads differently once encoded, or given twice, in the key: its page is its own', () => {
    for (const query of [
      'sub1=a%20b',
      'sub1=a+b',
      'sub1=%41',
      'sub1=a&sub1=b',
      'sub1=a&sub%31=b',
      'sub1=a~b',
      'sub1=a=b',
    ]) {
      const shared = sharedPageOf(visitorAt(`/landers/adultonly?${query}`))
      expect(shared?.fills, query).toEqual([])
      expect(shared?.key, query).not.toBe(sharedPageKey(visitorAt('/landers/adultonly?sub1=c123')))
    }
  })

  it("renders every member's page, the member pages, the back office and the visitor forms for each", () => {
    const member = { id: 1 } as FastifyRequest['user']
    expect(sharedPageKey(visitorAt('/', { user: member }))).toBeNull()
    for (const path of ['/members', '/members/12', '/signup', '/login', '/admin/login', '/pages/a/b'])
      expect(sharedPageKey(visitorAt(path))).toBeNull()
  })
})

describe('shared pages', () => {
  const page = (html: string): RenderedPage => ({ status: 200, html })

  it('renders a page once for its key and site, and again for a site that was loaded anew', async () => {
    const pages = new SharedPages()
    const site = { id: 1 } as Site
    let renders = 0
    const render = async () => page(`render ${++renders}`)
    expect(await pages.getOrRender(site, 'k', render)).toEqual(page('render 1'))
    expect(await pages.getOrRender(site, 'k', render)).toEqual(page('render 1'))
    expect(await pages.getOrRender(site, 'other', render)).toEqual(page('render 2'))
    expect(await pages.getOrRender({ id: 1 } as Site, 'k', render)).toEqual(page('render 3'))
  })

  it('keeps no page whose render failed', async () => {
    const pages = new SharedPages()
    const site = { id: 1 } as Site
    await expect(
      pages.getOrRender(site, 'k', async () => {
        throw new Error('render failed')
      }),
    ).rejects.toThrow('render failed')
    expect(await pages.getOrRender(site, 'k', async () => page('fine'))).toEqual(page('fine'))
  })
})

describe('shared pages over HTTP', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createPageTestApp('sqlite')
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } })
  const nonceOf = (html: string) => /<script type="module" src="[^"]+" nonce="([^"]+)"/.exec(html)?.[1]

  it('gives each answer of a shared page its own script nonce, the one its policy allows', async () => {
    const [first, second] = [await get('/'), await get('/')]
    const nonces = [nonceOf(first.body), nonceOf(second.body)]
    expect(nonces[0]).toBeTruthy()
    expect(nonces[0]).not.toBe(nonces[1])
    for (const [index, response] of [first, second].entries()) {
      expect(response.headers['content-security-policy']).toContain(`'nonce-${nonces[index]}'`)
      const scripts = response.body.match(/<script[^>]*>/g) ?? []
      for (const script of scripts) expect(script).toContain(`nonce="${nonces[index]}"`)
    }
    const withoutNonces = (html: string) => html.replaceAll(nonceOf(html) ?? '', '')
    expect(withoutNonces(first.body)).toBe(withoutNonces(second.body))
  })

  it("keeps a lander's traffic source in its signup links, apart from the same lander without", async () => {
    const plain = await get('/landers/adultonly?utm_campaign=spring')
    const tracked = await get('/landers/adultonly?sub1=c123&network=ads&utm_campaign=spring')
    expect(plain.body).not.toContain('sub1=c123')
    expect(tracked.body).toContain('sub1=c123')
    const again = await get('/landers/adultonly?network=ads&sub1=c123&gclid=x')
    expect(again.body.replaceAll(nonceOf(again.body) ?? '', '')).toBe(
      tracked.body.replaceAll(nonceOf(tracked.body) ?? '', ''),
    )
  })

  it("gives each click its own ids in the lander's links, the page otherwise the same", async () => {
    const withoutNonce = (html: string) => html.replaceAll(nonceOf(html) ?? '', '')
    const first = await get('/landers/adultonly?network=ads&sub1=click-1&sub2=alpha.1')
    const second = await get('/landers/adultonly?network=ads&sub1=click-2&sub2=beta_2')
    expect(first.body).toContain('href="/signup?network=ads&amp;sub1=click-1&amp;sub2=alpha.1"')
    expect(second.body).toContain('href="/signup?network=ads&amp;sub1=click-2&amp;sub2=beta_2"')
    expect(second.body).not.toMatch(/click-1|alpha\.1|sub\dx\w{10,}/)
    expect(withoutNonce(second.body)).toBe(
      withoutNonce(first.body).replaceAll('click-1', 'click-2').replaceAll('alpha.1', 'beta_2'),
    )
  })

  it("shows a changed setting at once and never gives a member a visitor's page", async () => {
    const before = await get('/')
    await withSetting(t, 'index_title', { en: 'Spring singles night' }, async () => {
      expect((await get('/')).body).toContain('<title>Spring singles night</title>')
    })
    expect((await get('/')).body).not.toContain('Spring singles night')

    const cookie = sessionCookie(await postSignup(t, { email: 'shared@example.com', name: 'Shared' }))
    const member = await get('/', { cookie })
    expect(member.body).not.toBe(before.body)
    expect(member.body).toContain('shared@example.com')
  })
})
