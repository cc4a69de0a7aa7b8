import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isApiPath } from './http.js'
import { createSession, sessionCookie } from './modules/auth/sessions.js'
import { signupMember } from './modules/members/fixtures.js'
import { createTestApp, engines, type TestApp } from './test/harness.js'
import { fillParams, type RegisteredRoute, recordRoutes } from './test/routes.js'

/**
 * API routes whose answer is the same whoever asks, so that a shared cache may keep it. Each was read to
 * be sure: companyinfo.php answers the site's company details and nothing of the visitor.
 */
const sameForEveryone = new Set(['/api/companyinfo.php'])

/** Query strings a route may need to get past its validation: most take a member's or another id. */
const queries = (id: number) => ['', `?id=${id}`, `?member=${id}`]

function directivesOf(header: string | string[] | number | undefined): string[] {
  return String(header ?? '')
    .split(',')
    .map((directive) => directive.trim().split('=')[0]?.toLowerCase() ?? '')
}

describe.each(engines)('caching of API answers [%s]', (engine) => {
  let t: TestApp
  let routes: RegisteredRoute[]
  let member: { id: number }
  let other: { id: number }

  beforeAll(async () => {
    const recorded = await recordRoutes(() => createTestApp(engine))
    t = recorded.built
    routes = recorded.routes
    member = await signupMember(t, 'Cached')
    other = await signupMember(t, 'Other')
  })
  afterAll(() => t.close())

  it('keeps every answer of every GET route of the API out of shared caches', async () => {
    const gets = routes.filter((route) => route.method === 'GET' && isApiPath(route.url))
    // The discovery works: the calls of a member's own data are among them.
    expect(gets.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/user.php', '/api/complaints.php', '/api/chats.php']),
    )
    let answered = 0
    for (const route of gets) {
      const path = fillParams(route.url, String(other.id))
      for (const query of queries(other.id)) {
        // A session of its own for every call: logout.php ends the one it is called with.
        const token = await createSession(t.db, member.id, 'caching test')
        const response = await t.app.inject({
          url: `${path}${query}`,
          headers: {
            host: 'amora.test',
            cookie: `${sessionCookie}=${token}`,
            'sec-fetch-site': 'same-origin',
          },
        })
        if (response.statusCode === 200) answered += 1
        const header = response.headers['cache-control']
        const directives = directivesOf(header)
        const label = `GET ${path}${query} (${response.statusCode}): cache-control ${header}`
        if (sameForEveryone.has(route.url)) {
          expect(header, label).toBeDefined()
          continue
        }
        expect(directives, label).not.toContain('public')
        expect(directives.includes('no-store') || directives.includes('private'), label).toBe(true)
      }
    }
    // Logged in, most routes answered: the walk did not only collect refusals.
    expect(answered).toBeGreaterThan(gets.length / 2)
  })
})
