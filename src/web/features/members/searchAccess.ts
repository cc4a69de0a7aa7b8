import type { SiteSettingsResponse } from '#shared/api/sites.js'

type Settings = Pick<
  SiteSettingsResponse['settings'],
  'logged_out_search' | 'logged_out_search_trafficsource'
>

/**
 * Logged-out search (docs/product.md §4): members always search; visitors when the site lets every visitor
 * search, or lets visitors from a traffic source search and this one came with a `network`.
 */
export function searchAllowed(settings: Settings, loggedIn: boolean, network: string | undefined): boolean {
  if (loggedIn) return true
  if (settings.logged_out_search !== 'none') return true
  return settings.logged_out_search_trafficsource !== 'none' && Boolean(network)
}
