import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { adminRoutes } from './adminRoutes.js'
import { routes as memberRoutes, withAdminRoutes } from './routes.js'
import { staticHandlers, withTreeIds } from './staticHandlers.js'

/** The whole table, as the server renders with it. */
const routes = withAdminRoutes(memberRoutes, adminRoutes)

function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])])
}

const matchedIds = (table: RouteObject[], path: string) =>
  (matchRoutes(table, path) ?? []).map((match) => match.route.id)

// Every kind of path: each layout, nested and optional segments, the case and encoding the router forgives,
// paths no route names, and the catch-alls of the site and of the back office.
const paths = [
  '/',
  '/members',
  '/MEMBERS',
  '/m%65mbers',
  '/members/12',
  '/members/12/signup',
  '/members/12/landing',
  '/members/12/landing2/summer',
  '/members/12/chat',
  '/landers/adultonly',
  '/pages/terms',
  '/credits/3',
  '/credits/3/ideal',
  '/transactions',
  '/likes/m/4',
  '/likes/visits',
  '/chats',
  '/chats/9',
  '/admin',
  '/admin/login',
  '/admin/members/5',
  '/admin/nothing-here',
  '/nothing-here',
  '/nothing/here/at/all',
  '/%E0%A4%A',
  '//members',
]

describe('static handlers per first segment', () => {
  const handlerFor = staticHandlers(routes)
  const whole = createStaticHandler(routes).dataRoutes

  it('give each route the id the router gives it in the whole table', () => {
    const ids = allRoutes(createStaticHandler(withTreeIds(routes)).dataRoutes).map((route) => route.id)
    expect(ids).toEqual(allRoutes(whole).map((route) => route.id))
  })

  it.each(paths)('match %s exactly as the whole table does', (path) => {
    const pruned = handlerFor(new URL(path, 'http://amora.test').pathname).handler.dataRoutes
    expect(matchedIds(pruned, path)).toEqual(matchedIds(whole, path))
    expect(matchedIds(whole, path).length).toBeGreaterThan(0)
  })

  it("know each matched lazy route's source file, for the page to preload its chunk", () => {
    const { handler, lazyFiles } = handlerFor('/members')
    const ids = (matchRoutes(handler.dataRoutes, '/members') ?? []).map((match) => match.route.id)
    const files = ids.flatMap((id) => lazyFiles.get(id) ?? [])
    expect(files).toEqual(['src/web/layouts/DefaultLayout.tsx', 'src/web/pages/MembersPage.tsx'])
  })

  it('hold only the routes that can match', () => {
    const members = allRoutes(handlerFor('/members').handler.dataRoutes)
    expect(members.length).toBeLessThan(allRoutes(whole).length / 2)
    expect(members.some((route) => route.path?.startsWith('admin'))).toBe(false)
  })
})
