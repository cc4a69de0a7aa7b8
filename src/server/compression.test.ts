import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogues } from '#shared/i18n/resources.js'
import { compressibleTypes, thresholdBytes } from './compression.js'
import { clientDir } from './render/assets.js'
import { createPageRenderer } from './render/renderer.js'
import { createTestApp, engines, type TestApp } from './test/harness.js'
import { createPageTestApp } from './test/pages.js'

const host = 'amora.test'

/** Each page carries a nonce of its own; the rest of two renders of a shared page is the same. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""')

describe.each(engines)('answers compressed on the fly [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createPageTestApp(engine)
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host, ...headers } })

  it('sends a page brotli or gzip compressed to browsers that take them, the same page once unpacked', async () => {
    const plain = await get('/')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(thresholdBytes)
    for (const [header, encoding, unpack] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await get('/', { 'accept-encoding': header })
      expect(response.headers['content-encoding'], header).toBe(encoding)
      // The page's own reasons to vary are kept beside the encoding's.
      expect(response.headers.vary).toBe('cookie, accept-language, accept-encoding')
      expect(Number(response.headers['content-length'] ?? response.rawPayload.length)).toBe(
        response.rawPayload.length,
      )
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
      expect(withoutNonces(unpack(response.rawPayload).toString('utf8'))).toBe(withoutNonces(plain.body))
    }
  })

  it('sends a JSON answer over the threshold compressed, the same JSON once unpacked', async () => {
    const plain = await get('/api/settings.php')
    expect(plain.statusCode).toBe(200)
    expect(plain.rawPayload.length).toBeGreaterThan(thresholdBytes)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const br = await get('/api/settings.php', { 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    // The API's own headers stay.
    expect(br.headers['cache-control']).toBe(plain.headers['cache-control'])
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true)
    const gz = await get('/api/settings.php', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true)
  })

  it('sends answers plain to a client that asks for none, or for another encoding only', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
    ]
    for (const headers of asked) {
      const response = await get('/api/settings.php', headers)
      expect(response.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined()
      expect(response.json()).toHaveProperty('settings.name')
    }
  })

  it('leaves answers under the threshold plain', async () => {
    const response = await get('/healthz', { 'accept-encoding': 'gzip, deflate, br' })
    expect(response.rawPayload.length).toBeLessThan(thresholdBytes)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('sends the catalogue compressed once: one unpacking gives its JSON', async () => {
    for (const [header, unpack] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await get('/locales/de.json', { 'accept-encoding': header })
      expect(response.headers['content-encoding']).toBe(header)
      expect(response.headers.vary).toBe('accept-encoding')
      expect(JSON.parse(unpack(response.rawPayload).toString('utf8'))).toEqual(catalogues.de)
    }
  })
})

describe('the built files, with compression on the fly', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      renderer: (deps) =>
        createPageRenderer(deps, { scripts: [], preloads: [], stylesheets: [], preamble: null }),
    })
  })
  afterAll(() => t.close())

  const assetsDir = join(clientDir, 'assets')
  const files = readdirSync(assetsDir)
  const get = (file: string, encoding: string) =>
    t.app.inject({ url: `/assets/${file}`, headers: { host, 'accept-encoding': encoding } })

  it("go as the build's copies, byte for byte, encoded once", async () => {
    const script = files.find((file) => file.endsWith('.js') && files.includes(`${file}.br`)) as string
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get(script, encoding)
      expect(response.headers['content-encoding']).toBe(encoding)
      const copy = readFileSync(join(assetsDir, `${script}.${encoding === 'br' ? 'br' : 'gz'}`))
      expect(response.rawPayload.equals(copy)).toBe(true)
    }
  })

  it('that the build left plain (under 1 KB) go plain', async () => {
    const small = files.find((file) => file.endsWith('.js') && !files.includes(`${file}.br`))
    expect(small).toBeDefined()
    const response = await get(small as string, 'gzip, deflate, br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.rawPayload.equals(readFileSync(join(assetsDir, small as string)))).toBe(true)
  })
})

describe('the types compressed on the fly', () => {
  it('are the text answers the app makes', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json; charset=utf-8',
      'application/manifest+json',
      'text/css; charset=utf-8',
      'text/javascript; charset=utf-8',
      'image/svg+xml',
      'text/plain',
    ])
      expect(compressibleTypes.test(type), type).toBe(true)
  })

  it('leave out images, binary downloads and event streams', () => {
    for (const type of [
      'image/webp',
      'image/png',
      'video/mp4',
      'application/zip',
      'application/octet-stream',
      'text/event-stream',
    ])
      expect(compressibleTypes.test(type), type).toBe(false)
  })
})
