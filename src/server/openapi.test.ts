import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { realtimePath } from '#shared/constants.js'
import { isApiPath } from './http.js'
import { apiDocsPath, openApiPath } from './openapi.js'
import { createTestApp, type TestApp } from './test/harness.js'
import { type RegisteredRoute, recordRoutes } from './test/routes.js'

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The API's own routes. Not part of it: the documentation's pages and files, and the realtime socket, whose
 * frames docs/api.md describes (both are hidden from the document, the only routes that may be).
 */
const undocumented = (route: RegisteredRoute) =>
  route.url.startsWith(apiDocsPath) || route.url === openApiPath || route.url === realtimePath

function apiRoutes(routes: RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((route) => isApiPath(route.url) && route.method !== 'HEAD' && !undocumented(route))
}

/**
 * What a route fails to declare: its answer always, its body when the method carries one (a DELETE may name
 * what it removes in its query instead).
 */
function missingSchema(route: RegisteredRoute): string | undefined {
  const schema = route.schema
  if (!schema?.response) return `${route.method} ${route.url}: no response schema`
  if (schema.hide) return `${route.method} ${route.url}: hidden from the API document`
  if (!methodsWithBody.has(route.method) || schema.body || schema.consumes) return undefined
  if (route.method === 'DELETE' && schema.querystring) return undefined
  return `${route.method} ${route.url}: no body schema`
}

describe('schemas and OpenAPI', () => {
  let t: TestApp
  let routes: RegisteredRoute[]

  beforeAll(async () => {
    const recorded = await recordRoutes(() => createTestApp('sqlite'))
    t = recorded.built
    routes = apiRoutes(recorded.routes)
  })
  afterAll(() => t.close())

  it('finds every route of the API, each declaring its schemas', () => {
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/user.php', '/api/like.php', '/api/chats.php', '/api/search.php']),
    )
    expect(routes.map(missingSchema).filter(Boolean)).toEqual([])
  })

  it('describes every route in OpenAPI 3.1, with its answer', async () => {
    const response = await t.app.inject({ url: openApiPath, headers: { host: 'amora.test' } })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toBe('3.1.0')
    for (const route of routes) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
      const operation = document.paths[path]?.[route.method.toLowerCase()]
      expect(operation, `${route.method} ${route.url}`).toBeDefined()
      const answers = Object.keys(operation.responses)
      expect(
        answers.some((status) => status.startsWith('2')),
        `${route.method} ${route.url}`,
      ).toBe(true)
      expect(operation.responses.default, `${route.method} ${route.url}`).toBeDefined()
    }
    // Every reference leads to a component of the document.
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)]
    expect(references.length).toBeGreaterThan(0)
    for (const [, name] of references) expect(document.components.schemas, name).toHaveProperty([name ?? ''])
  })

  it('renders the documentation page', async () => {
    const response = await t.app.inject({ url: `${apiDocsPath}/`, headers: { host: 'amora.test' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('swagger-ui')
  })
})
