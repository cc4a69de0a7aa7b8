import type { FastifyRequest } from 'fastify'
import { entryWarningCookie } from '#shared/entryWarning.js'
import { entryWarningVisitOf } from '#web/entry-server.js'
import { TtlCache } from '../cache.js'
import type { Site } from '../modules/sites/service.js'
import { createNonce } from './csp.js'

/** A rendered page as it is sent: a redirect, or a status and its HTML. */
export type RenderedPage =
  | { location: string; status: number }
  | { location?: undefined; status: number; html: string }

/**
 * The pages that are the same for every visitor of a site, language, browser language and country (and for those
 * who confirmed the adult entry warning, for those who did not): what paid
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

/**
 * The values of one click, which the traffic source makes new for every visitor it sends (its click id): the
 * page only writes them into its signup links. A page is shared whatever they are, rendered with a stand-in
 * for each (random, so no text of a page can contain it) that each answer replaces with its own value.
 */
const clickParameters = ['sub1', 'sub2', 'sub3'] as const
const clickStandIns = Object.fromEntries(
  clickParameters.map((name) => [name, `${name}x${createNonce().replace(/[^\w]/g, '')}`]),
) as Record<(typeof clickParameters)[number], string>

/**
 * A value that reads the same in a query string, an HTML attribute and JSON: letters, digits, `_`, `.`, `-`.
 * Any other value (an encoded one, a space) is rendered as it is, for the pages of that value alone.
 */
const plainValue = /^[\w.-]{1,100}$/

/** A request's page among the shared ones. */
export interface SharedPageRequest {
  key: string
  /** The path and query the shared page is rendered for: the click values as their stand-ins. */
  url: string
  /** Each stand-in and the value of this request's click it stands for. */
  fills: [standIn: string, value: string][]
}

/** The values of a query string as written, before any decoding: a name that appears once, with its text. */
function rawValues(query: string): Map<string, string | null> {
  const values = new Map<string, string | null>()
  for (const part of query.split('&')) {
    const at = part.indexOf('=')
    const name = at < 0 ? part : part.slice(0, at)
    values.set(name, values.has(name) ? null : at < 0 ? '' : part.slice(at + 1))
  }
  return values
}

/** The request's page among the shared ones, or null when it must be rendered for the visitor. */
export function sharedPageOf(request: FastifyRequest): SharedPageRequest | null {
  if (request.user !== null || request.method !== 'GET') return null
  const url = new URL(request.url, 'http://page')
  if (!sharedPaths.some((path) => path.test(url.pathname))) return null
  for (const name of [...url.searchParams.keys()])
    if (ignoredParameters.has(name) || name.startsWith('utm_')) url.searchParams.delete(name)
  const written = rawValues(request.url.split('?')[1] ?? '')
  const fills: SharedPageRequest['fills'] = []
  for (const name of clickParameters) {
    const value = written.get(name)
    if (!value || !plainValue.test(value) || url.searchParams.getAll(name).length !== 1) continue
    url.searchParams.set(name, clickStandIns[name])
    fills.push([clickStandIns[name], value])
  }
  url.searchParams.sort()
  const key = [
    request.locale,
    request.browserLocale ?? '',
    request.geoCountry ?? '',
    // Whether the adult entry warning is drawn, read as the render reads it: once confirmed, the page is without it.
    entryWarningVisitOf(request.cookies[entryWarningCookie]).dismissed ? 'entered' : 'warned',
    url.pathname,
    url.search,
  ]
  return { key: key.join('|'), url: `${url.pathname}${url.search}`, fills }
}

/** A shared page's text (its HTML, a redirect's address) with this request's click values in place. */
export function filledIn(text: string, shared: SharedPageRequest): string {
  return shared.fills.reduce((filled, [standIn, value]) => filled.replaceAll(standIn, value), text)
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
