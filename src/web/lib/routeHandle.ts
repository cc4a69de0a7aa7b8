import { type RouteHandle, withSiteName } from '../routeMeta.js'

/** A page's route name (docs/product.md §2) and its title from the catalogue, followed by the site's name. */
export function pageHandle(name: string, titleKey: string): RouteHandle {
  return { name, meta: (args) => ({ title: withSiteName(args.t(titleKey), args) }) }
}
