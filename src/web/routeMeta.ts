import type { TFunction } from 'i18next'
import type { SiteSettingsResponse } from '#shared/api/sites.js'

export interface MetaArgs {
  t: TFunction
  settings: SiteSettingsResponse['settings']
  /** The loader data of the route declaring the meta. */
  data: unknown
}

export interface MatchedRoute {
  handle: unknown
  data: unknown
}

export interface PageMeta {
  title: string
  description: string
  /** The social image (og:image): a path or URL of the page's main picture. */
  image?: string
}

/**
 * What a route declares about itself: its name for links (docs/product.md §2) and its title and description.
 */
export interface RouteHandle {
  name: string
  meta?: (args: MetaArgs) => Partial<PageMeta>
}

export function withSiteName(title: string, args: MetaArgs): string {
  return `${title} | ${args.t('meta.title_suffix', { site: args.settings.name })}`
}

/** The title and description of the deepest route that declares them; the site's own otherwise. */
export function pageMeta(matches: MatchedRoute[], status: number, base: Omit<MetaArgs, 'data'>): PageMeta {
  const args = { ...base, data: undefined }
  const fallback = { title: base.settings.index_title, description: base.settings.description }
  if (status === 404) return { ...fallback, title: withSiteName(base.t('meta.not_found_title'), args) }
  if (status >= 400) return { ...fallback, title: withSiteName(base.t('meta.error_title'), args) }
  for (const match of [...matches].reverse()) {
    const meta = (match.handle as RouteHandle | undefined)?.meta?.({ ...base, data: match.data })
    if (meta) return { ...fallback, ...meta }
  }
  return fallback
}
