import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { infoPageNames } from '#shared/infoPages.js'
import { landerDesigns } from '#shared/landers.js'
import { createTestApp, type TestApp } from '../test/harness.js'
import { builtAssets, clientDir } from './assets.js'
import { isFrameworkFile, pageBudgets, pageFiles } from './pageBudgets.js'
import { createPageRenderer } from './renderer.js'

describe('what a page loads', () => {
  it('reads the scripts, module preloads and stylesheets of a page, each once', () => {
    const html =
      '<link rel="stylesheet" href="/assets/app.css"><script type="module" src="/assets/entry-a.js" nonce="n"></script>' +
      '<link rel="modulepreload" href="/assets/framework-b1.js" nonce="n"><link rel="modulepreload" href="/assets/entry-a.js">' +
      '<link rel="preload" href="/locales/en.json?v=1" as="fetch" crossorigin><script nonce="n">window.x=1</script>'
    expect(pageFiles(html)).toEqual({
      scripts: ['/assets/entry-a.js', '/assets/framework-b1.js'],
      styles: ['/assets/app.css'],
    })
    expect(isFrameworkFile('/assets/framework-b1.js')).toBe(true)
    expect(isFrameworkFile('/assets/entry-a.js')).toBe(false)
  })
})

// `npm test` builds the client before the tests run (scripts/test.mjs); without a build there is nothing to weigh.
const built = existsSync(resolve(clientDir, '.vite/manifest.json'))

/** A built file's size as browsers that accept gzip get it (the build's copy beside it, else compressed here). */
function gzippedBytes(file: string): number {
  const path = join(clientDir, file)
  return existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(readFileSync(path)).length
}

describe.skipIf(!built)("a visitor's first page's scripts and styles in the built client", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite', { renderer: (deps) => createPageRenderer(deps, builtAssets()) })
  })
  afterAll(() => t.close())

  /** The files a page loads, by its address. */
  async function filesOf(urls: string[]) {
    const pages = []
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host: 'amora.test' } })
      expect(response.statusCode, url).toBe(200)
      pages.push({ url, ...pageFiles(response.body) })
    }
    return pages
  }

  const landerPages = landerDesigns.map((design) => `/landers/${design}`)
  /** What paid traffic and search engines arrive on: every lander design, the home page, the info pages. */
  const visitorPages = [...landerPages, '/', ...infoPageNames.map((name) => `/pages/${name}`)]

  it("keep their scripts within the budget, in all and of the app's own: landers, home and info pages", async () => {
    const overBudget: string[] = []
    for (const { url, scripts } of await filesOf(visitorPages)) {
      expect(scripts.filter(isFrameworkFile), url).toHaveLength(1)
      const kb = (files: string[]) => files.reduce((sum, file) => sum + gzippedBytes(file), 0) / 1024
      const allKb = kb(scripts)
      const appKb = kb(scripts.filter((file) => !isFrameworkFile(file)))
      const budget = landerPages.includes(url) ? pageBudgets.lander : pageBudgets.visitor
      if (allKb > budget.scriptKb) overBudget.push(`${url}: ${allKb.toFixed(1)} KB in all`)
      if (appKb > budget.appScriptKb) overBudget.push(`${url}: ${appKb.toFixed(1)} KB of its own`)
    }
    expect(overBudget).toEqual([])
  })

  it('keep their stylesheets within the budget, for every lander design', async () => {
    const overBudget: string[] = []
    for (const { url, styles } of await filesOf(landerPages)) {
      // The landers' own stylesheet comes with their layout, beside the entry's.
      expect(styles.length, url).toBe(2)
      const styleKb = styles.reduce((sum, file) => sum + gzippedBytes(file), 0) / 1024
      if (styleKb > pageBudgets.lander.styleKb) overBudget.push(`${url}: ${styleKb.toFixed(1)} KB`)
    }
    expect(overBudget).toEqual([])
  })
})
