import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/harness.js'
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
