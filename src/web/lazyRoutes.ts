import type { LazyRouteFunction, RouteObject } from 'react-router'

/** The source file behind each lazy route, as Vite's manifest names it (src/web/pages/X.tsx). */
const sourceFiles = new WeakMap<LazyRouteFunction<RouteObject>, string>()

/**
 * A route's `lazy`, marked with the module its import() loads, named from src/web without extension
 * ('pages/MembersPage'): the server preloads that module's chunk in the pages it renders, so the browser
 * fetches it with the entry instead of after it (lazyRouteFiles). The import inside must stay a literal for
 * Vite to split it; lazyRoutes.test.ts checks that both name the same file.
 */
export function lazyFrom(
  module: string,
  lazy: LazyRouteFunction<RouteObject>,
): LazyRouteFunction<RouteObject> {
  sourceFiles.set(lazy, `src/web/${module}.tsx`)
  return lazy
}

/** The source file a route's lazy was marked with (lazyFrom), if any. */
export function lazySourceFile(route: RouteObject): string | undefined {
  return typeof route.lazy === 'function' ? sourceFiles.get(route.lazy) : undefined
}

interface IdentifiedRoute {
  id: string
  lazy?: RouteObject['lazy']
  children?: IdentifiedRoute[]
}

/**
 * The source file of each lazy route, by the id the router gave it: read once, before the router loads any
 * (loading one takes its `lazy` away), so that a render looks its matches up instead of matching again.
 */
export function lazyFilesById(routes: IdentifiedRoute[]): Map<string, string> {
  const files = new Map<string, string>()
  const visit = (list: IdentifiedRoute[]) => {
    for (const route of list) {
      const file = lazySourceFile(route as RouteObject)
      if (file) files.set(route.id, file)
      visit(route.children ?? [])
    }
  }
  visit(routes)
  return files
}

/** The source files of a page's matched lazy routes, each once, outermost first. */
export function lazyRouteFiles(files: Map<string, string>, matches: { route: { id: string } }[]): string[] {
  const found = matches.map((match) => files.get(match.route.id))
  return [...new Set(found.filter((file): file is string => file !== undefined))]
}
