import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '../test/harness.js'
import { createPageRenderer } from './renderer.js'

const assets = { scripts: ['/assets/app.js'], preloads: [], stylesheets: [], preamble: null }

describe.each(engines)('installed-app files (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { renderer: (deps) => createPageRenderer(deps, assets) })
  })
  afterAll(() => t?.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } })

  it('describes the site as an installable app', async () => {
    const response = await get('/manifest.webmanifest')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/manifest+json')
    const manifest = response.json()
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Amora',
      short_name: 'Amora',
      start_url: '/members',
      scope: '/',
      display: 'standalone',
      theme_color: '#d6336c',
    })
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.description).toBe(
      'Amora is the place to meet singles near you: search profiles, like each other, chat and find your match.',
    )
    expect(typeof manifest.lang).toBe('string')
    expect(
      manifest.icons.map((icon: { src: string; purpose: string }) => `${icon.src} ${icon.purpose}`),
    ).toEqual([
      '/app-icons/192.png?v=d6336c any',
      '/app-icons/512.png?v=d6336c any',
      '/app-icons/512-maskable.png?v=d6336c maskable',
    ])
  })

  it('answers 304 when the browser has the manifest already', async () => {
    const first = await get('/manifest.webmanifest')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    expect((await get('/manifest.webmanifest', { 'if-none-match': etag })).statusCode).toBe(304)
  })

  it.each([
    ['192.png', 192],
    ['512.png', 512],
    ['512-maskable.png', 512],
    ['180.png', 180],
    ['32.png', 32],
  ])('serves the icon %s as a PNG of %i px', async (file, size) => {
    const response = await get(`/app-icons/${file}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    const meta = await sharp(response.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size])
  })

  it('has no icons of other sizes', async () => {
    expect((await get('/app-icons/64.png')).statusCode).toBe(404)
    expect((await get('/app-icons/192-maskable.png')).statusCode).toBe(404)
    expect((await get('/app-icons/x.png')).statusCode).toBe(404)
  })

  it('answers an unknown host as other site routes do', async () => {
    expect((await get('/manifest.webmanifest', { host: 'nowhere.example' })).statusCode).toBe(404)
    expect((await get('/app-icons/192.png', { host: 'nowhere.example' })).statusCode).toBe(404)
  })

  it('links the manifest and the touch icon from the page head', async () => {
    const html = (await get('/')).body
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
    expect(html).toContain('<link rel="apple-touch-icon" href="/app-icons/180.png?v=d6336c">')
    expect(html).toContain('<link rel="icon" href="/favicon.svg?v=d6336c" type="image/svg+xml">')
    expect(html).toContain('<meta name="apple-mobile-web-app-title" content="Amora">')
    expect(html).toContain('<meta name="theme-color" content="#d6336c">')
  })
})
