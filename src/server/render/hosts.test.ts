import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertMember } from '../modules/members/fixtures.js'
import { forgedHosts } from '../test/forged-hosts.js'
import { engines, type TestApp } from '../test/harness.js'
import { createPageTestApp } from '../test/pages.js'

// The demo site's domain is localhost, a local name: its address is plain HTTP on the configured port.
const port = '4567'
const siteBase = `http://localhost:${port}`

/** Host headers no browser sends: each must be refused or answered, never fail the server. */
const malformedHosts = [
  '127.0.0.1:99999',
  'localhost:99999',
  'localhost:abc',
  'localhost:',
  '[::1',
  '[::1]:99999',
  '[localhost]',
  ':80',
  '',
  ' ',
  'local host',
  'localhost%00',
  'localhost/x',
  'localhost?x',
  'localhost#x',
  'localhost\\x',
  'amora.test@evil.example',
  'a'.repeat(300),
  `${'a.'.repeat(130)}localhost`,
  '…',
  'lövé.test',
  'xn--',
  '.',
]

const pages = ['/', '/login', '/members/1', '//evil.example/members']

describe.each(engines)('requests with any Host [%s]', (engine) => {
  describe.each(['false', 'true'])('with TRUST_PROXY=%s', (trustProxy) => {
    let t: TestApp
    let member = 0

    beforeAll(async () => {
      t = await createPageTestApp(engine, { PORT: port, TRUST_PROXY: trustProxy })
      member = await insertMember(t.db, t.siteId, { name: 'Hosta', hasPhoto: true })
    })
    afterAll(() => t.close())

    const get = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers })

    it.each(malformedHosts)('answers the Host %j without a server error', async (host) => {
      for (const url of [...pages, '/api/settings.php']) {
        const response = await get(url, { host })
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500)
      }
    })

    it.each(malformedHosts)('answers the forwarded host %j without a server error', async (forwarded) => {
      for (const url of [...pages, '/api/settings.php']) {
        const headers = { host: 'localhost', 'x-forwarded-host': forwarded, 'x-forwarded-proto': forwarded }
        const response = await get(url, headers)
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500)
      }
    })

    it('answers a Host with a port out of range as no site of ours', async () => {
      const response = await get('/', { host: '127.0.0.1:99999' })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('unknown_site')
    })

    it.each(forgedHosts)(
      'names the site in og:url and og:image of a page asked for with %s',
      async (_, headers) => {
        const response = await get(`/members/${member}`, headers)
        expect(response.statusCode).toBe(200)
        const ogUrl = /<meta property="og:url" content="([^"]+)">/.exec(response.body)?.[1]
        const ogImage = /<meta property="og:image" content="([^"]+)">/.exec(response.body)?.[1]
        expect(ogUrl).toBe(`${siteBase}/members/${member}`)
        expect(ogImage?.startsWith(`${siteBase}/`)).toBe(true)
        expect(response.body).not.toContain('evil.example')
        expect(response.body).not.toContain(':6666')
      },
    )
  })
})
