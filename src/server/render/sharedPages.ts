import type { FastifyRequest } from 'fastify'
import { TtlCache } from '../cache.js'
import type { Site } from '../modules/sites/service.js'
import { createNonce } from './csp.js'

/** A rendered page as it is sent: a redirect, or a status and its HTML. */
export type RenderedPage =
  | { location: string; status: number }
  | { location?: undefined; status: number; html: string }

/**
 * The pages that are the same for every visitor of a site, language, browser language and country: what paid
 * traffic and search engines open most. Member pages, the back office and visitor pages that act on their
 * own data (signup, login) are always rendered.
 */
const sharedPaths = [/^\/$/, /^\/landers\//, /^\/pages\/[^/]+$/]

/**
 * Query parameters the app never reads, which ad platforms add to every click. The traffic source's own
 * (network, sub1…) are part of the key: a lander writes them into its signup links.
 */
const ignoredParameters = new Set(['gclid', 'fbclid', 'msclkid'])

/** How long a page is kept: a changed member or text shows within this; a changed setting at once (below). */
const keptMs = 10_000
const pagesPerSite = 500

/**
 * A shared page is rendered with this stand-in for the script nonce, which each answer replaces with its own;
 * random, so no text of a page can contain it.
 */
export const nonceStandIn = createNonce()

/** The key of a request's page among the shared ones, or null when it must be rendered for the visitor. */
export function sharedPageKey(request: FastifyRequest): string | null {
  if (request.user !== null || request.method !== 'GET') return null
  const url = new URL(request.url, 'http://page')
  if (!sharedPaths.some((path) => path.test(url.pathname))) return null
  for (const name of [...url.searchParams.keys()])
    if (ignoredParameters.has(name) || name.startsWith('utm_')) url.searchParams.delete(name)
  url.searchParams.sort()
  return [
    request.locale,
    request.browserLocale ?? '',
    request.geoCountry ?? '',
    url.pathname,
    url.search,
  ].join('|')
}

/**
 * Shared pages, per site object: a site whose settings change is loaded anew (SiteService.forgetCached), so
 * its pages are rendered afresh at once, as the settings answer is.
 */
export class SharedPages {
  private readonly bySite = new WeakMap<Site, TtlCache<RenderedPage>>()

  async getOrRender(site: Site, key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    let pages = this.bySite.get(site)
    if (!pages) {
      pages = new TtlCache<RenderedPage>({ ttlMs: keptMs, max: pagesPerSite })
      this.bySite.set(site, pages)
    }
    return pages.getOrLoad(key, render)
  }
}
