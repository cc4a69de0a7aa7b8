import { type LazyRouteFunction, matchRoutes, type RouteObject } from 'react-router'

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

/** The source files of the lazy routes a path matches, each once, outermost first. */
export function lazyRouteFiles(routes: RouteObject[], pathname: string): string[] {
  const files = (matchRoutes(routes, pathname) ?? []).map((match) => lazySourceFile(match.route))
  return [...new Set(files.filter((file): file is string => file !== undefined))]
}
