import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { createStaticHandler, matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { adminRoutes } from './adminRoutes.js'
import { lazyFilesById, lazyFrom, lazyRouteFiles, lazySourceFile } from './lazyRoutes.js'
import { routes as memberRoutes, withAdminRoutes } from './routes.js'

/** The whole table, as the server renders with it. */
const routes = withAdminRoutes(memberRoutes, adminRoutes)

const repo = resolve(import.meta.dirname, '../..')

function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])])
}

describe('lazy routes', () => {
  const lazyRoutes = allRoutes(routes).filter((route) => route.lazy)

  it('each names the module its import() loads, so the server preloads the right chunk', () => {
    expect(lazyRoutes.length).toBeGreaterThan(40)
    const wrong = lazyRoutes.flatMap((route) => {
      const file = lazySourceFile(route)
      if (!file) return [`${route.path ?? route.id ?? '(pathless)'}: no lazyFrom`]
      // './pages/X.js' as written, '/src/web/pages/X.tsx' once Vitest has resolved it.
      const specifier = `/${file.replace(/^src\/web\//, '').replace(/\.tsx$/, '.')}`
      const problems: string[] = []
      if (!existsSync(resolve(repo, file))) problems.push(`${file} does not exist`)
      if (!String(route.lazy).includes(specifier)) problems.push(`${file}: its lazy imports something else`)
      return problems
    })
    expect(wrong).toEqual([])
  })

  it('the pages are lazy but the one a deleted account leaves for', () => {
    const eager = allRoutes(routes).filter(
      (route) => route.element && !route.lazy && (route.path || route.index),
    )
    expect(eager.map((route) => route.path ?? 'index')).toEqual(['account-deleted'])
  })

  it('lists the source files of the lazy routes a path matches, outermost first, each once', () => {
    const { dataRoutes } = createStaticHandler(routes)
    const files = lazyFilesById(dataRoutes)
    const filesOf = (path: string) => lazyRouteFiles(files, matchRoutes(dataRoutes, path) ?? [])
    // Each layout is a lazy route too: a page's layout comes first.
    const layout = (name: string) => `src/web/layouts/${name}.tsx`
    expect(filesOf('/members')).toEqual([layout('DefaultLayout'), 'src/web/pages/MembersPage.tsx'])
    expect(filesOf('/chats')).toEqual([layout('ChatLayout'), 'src/web/pages/ChatsPage.tsx'])
    expect(filesOf('/chats/12')).toEqual([
      layout('ChatLayout'),
      'src/web/pages/ChatsPage.tsx',
      'src/web/pages/ChatPage.tsx',
    ])
    expect(filesOf('/landers/adultonly')).toEqual([layout('LanderLayout'), 'src/web/pages/LanderPage.tsx'])
    expect(filesOf('/admin/members')).toEqual([
      layout('AdminLayout'),
      'src/web/pages/admin/AdminMembersPage.tsx',
    ])
    // An unknown path is the 404 page in the default layout.
    expect(filesOf('/')).toEqual([layout('DefaultLayout'), 'src/web/pages/IndexPage.tsx'])
    expect(filesOf('/no-such-page')).toEqual([layout('DefaultLayout')])
  })

  it('reads only the lazy functions it marked', () => {
    const marked = lazyFrom('pages/IndexPage', async () => ({}))
    expect(lazySourceFile({ lazy: marked })).toBe('src/web/pages/IndexPage.tsx')
    expect(lazySourceFile({ lazy: async () => ({}) })).toBeUndefined()
    expect(lazySourceFile({ path: 'x' })).toBeUndefined()
  })
})
