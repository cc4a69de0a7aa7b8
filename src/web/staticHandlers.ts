import { createStaticHandler, type RouteObject, type StaticHandler } from 'react-router'
import { lazyFilesById } from './lazyRoutes.js'

/**
 * The routes with the ids React Router gives them itself (their places in the tree, '0-2-1'), written on
 * them: a part of the table then keeps the ids of the whole, which the browser's router gives the same routes.
 */
export function withTreeIds(routes: RouteObject[], parentPath: string[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const treePath = [...parentPath, String(index)]
    const id = route.id ?? treePath.join('-')
    if (route.index) return { ...route, id } as RouteObject
    return { ...route, id, children: route.children && withTreeIds(route.children, treePath) }
  })
}

/** The first segment of a route's path: '' for none, null when any segment may stand there (':id', '*'). */
function firstSegmentOf(path: string): string | null {
  const first = path.replace(/^\/+/, '').split('/')[0] ?? ''
  if (first.startsWith(':') || first.includes('*')) return null
  return first.toLowerCase()
}

/**
 * The routes that can match a path whose first segment is `segment`, or, for null, a path whose first
 * segment no route names. A route without a path (a layout) stays when one of its children does; a route
 * with a path stays when its first segment is that one, or may be any.
 */
function routesFor(routes: RouteObject[], segment: string | null): RouteObject[] {
  const kept: RouteObject[] = []
  for (const route of routes) {
    if (route.index) {
      if (segment === '') kept.push(route)
      continue
    }
    if (route.path !== undefined && route.path !== '') {
      const first = firstSegmentOf(route.path)
      if (first === null || first === segment) kept.push(route)
      continue
    }
    const children = routesFor(route.children ?? [], segment)
    if (children.length > 0) kept.push({ ...route, children })
  }
  return kept
}

/** Every first segment a route's path names, over the whole table. */
function namedSegments(routes: RouteObject[], into = new Set<string>()): Set<string> {
  for (const route of routes) {
    if (route.path !== undefined && route.path !== '') {
      const first = firstSegmentOf(route.path)
      if (first !== null) into.add(first)
      continue
    }
    if (!route.index) namedSegments(route.children ?? [], into)
  }
  return into
}

/** The first segment of a request's path as the router compares it: decoded where it can be, in any case. */
function requestSegment(pathname: string): string {
  const raw = pathname.replace(/^\/+/, '').split('/')[0] ?? ''
  try {
    return decodeURIComponent(raw).toLowerCase()
  } catch {
    return raw.toLowerCase()
  }
}

/** The static handler of a path, with the source file of each of its lazy routes by route id. */
export interface PathHandler {
  handler: StaticHandler
  lazyFiles: Map<string, string>
}

/**
 * A static handler per first segment of the path, each over only the routes that can match it. The router
 * tries every branch of its table in turn, with a regular expression for each route on the way, until one
 * matches: over the whole table (76 routes) that took a twentieth of the server's time for `/members`.
 * The answer is the same, since the routes left out could not have matched; the ids are those of the whole
 * table (withTreeIds), so the page hydrates in the browser's router as before.
 */
export function staticHandlers(routes: RouteObject[]): (pathname: string) => PathHandler {
  const table = withTreeIds(routes)
  // The index route is the one route of the empty first segment.
  const named = namedSegments(table).add('')
  const handlers = new Map<string | null, PathHandler>()
  return (pathname) => {
    const segment = requestSegment(pathname)
    const key = named.has(segment) ? segment : null
    const known = handlers.get(key)
    if (known) return known
    const handler = createStaticHandler(routesFor(table, key))
    // Read before the handler loads any lazy route: loading one takes its `lazy` away.
    const made = { handler, lazyFiles: lazyFilesById(handler.dataRoutes) }
    handlers.set(key, made)
    return made
  }
}
