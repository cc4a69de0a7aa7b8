import { statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.js'
import { builtAssets, clientDir } from './assets.js'
import { createPageRenderer, type PageRenderer } from './renderer.js'

const assets = { scripts: ['/assets/app.js'], preloads: [], stylesheets: [], preamble: null }

describe('a page that fails to render', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      renderer: (deps): PageRenderer => ({
        render: () => Promise.reject(new Error('component exploded')),
        renderError: createPageRenderer(deps, assets).renderError,
        assets,
      }),
    })
  })
  afterAll(() => t.close())

  it('answers 500 with the error page in the visitor language and no details', async () => {
    const response = await t.app.inject({
      url: '/',
      headers: { host: 'localhost', cookie: 'i18n_redirected=en' },
    })
    expect(response.statusCode).toBe(500)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('An error occured, please try again later.')
    expect(response.body).not.toContain('component exploded')
  })
})

describe('the built files', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite', { renderer: (deps) => createPageRenderer(deps, builtAssets()) })
  })
  afterAll(() => t.close())

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      url,
      headers: { host: 'localhost', ...(encoding ? { 'accept-encoding': encoding } : {}) },
    })

  it('go brotli or gzip compressed, as written by the build, to browsers that take them', async () => {
    // The entry's largest script: files under 1 KB get no compressed copies.
    const { scripts, preloads } = builtAssets()
    const sizes = [...scripts, ...preloads].map((path) => ({
      path,
      size: statSync(join(clientDir, path.replace(/^\/assets/, 'assets'))).size,
    }))
    const script = sizes.sort((a, b) => b.size - a.size)[0]?.path as string
    const plain = await get(script)
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['cache-control']).toContain('immutable')
    expect(plain.headers.vary).toContain('accept-encoding')

    const br = await get(script, 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true)

    const gz = await get(script, 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true)
  })
})
