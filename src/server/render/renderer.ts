import { register } from 'node:module'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { regionKinds } from '#shared/data/regions.js'
import { entryWarningCookie } from '#shared/entryWarning.js'
import {
  catalogueUrl,
  isAdminPath,
  type Locale,
  localeCookie,
  localeCookieMaxAgeSeconds,
} from '#shared/i18n/languages.js'
import {
  type BootstrapData,
  bootstrapGlobal,
  companyInfoQuery,
  currentUserQuery,
  entryWarningVisitKey,
  entryWarningVisitOf,
  renderPage,
  settingsQuery,
} from '#web/entry-server.js'
import type { AppDeps } from '../deps.js'
import { presentUser } from '../modules/auth/presenter.js'
import { renderInfoPage } from '../modules/info-pages/content.js'
import { findMemberCard, signupMatches } from '../modules/members/cards.js'
import { searchForPage } from '../modules/members/searchAnswer.js'
import { presentCompanyInfo, presentSettings, selectedCountry } from '../modules/sites/presenter.js'
import { runsFromSources } from '../paths.js'
import { pageApi } from './api.js'
import { lazyAssetsOf, type PageAssets } from './assets.js'
import { brandOf } from './brand.js'
import { catalogueVersion } from './catalogueFiles.js'
import { contentSecurityPolicy, createNonce, pagePolicy } from './csp.js'
import { escapeHtml, htmlDocument, scriptJson } from './html.js'
import { pageI18n } from './i18n.js'
import { RenderTurns } from './renderTurns.js'
import { filledIn, nonceStandIn, type RenderedPage, SharedPages, sharedPageOf } from './sharedPages.js'

// A layout imports its own stylesheet (for the build); rendering it here must load it as nothing. The bundle
// has them empty already (scripts/build-server.mjs), so only a run from the sources needs the hook.
if (runsFromSources) register('./styleImports.mjs', import.meta.url)

export interface PageRenderer {
  render(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
  /** A page for a failure outside the router (a render that threw, an error before routing). */
  renderError(request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply
  /** The scripts and stylesheets the pages load. */
  assets: PageAssets
}

/** A fresh nonce for the page's inline scripts, announced in its Content-Security-Policy. */
function allowInlineScripts(reply: FastifyReply, directives: Record<string, string[] | null>): string {
  const nonce = createNonce()
  reply.header('content-security-policy', pagePolicy(directives, nonce))
  return nonce
}

/** The catalogues a page shows, fetched beside its scripts: the back office's pages need their own texts too. */
function catalogueUrls(locale: Locale, path: string): string[] {
  const members = catalogueUrl(locale, catalogueVersion)
  return isAdminPath(path) ? [members, catalogueUrl(locale, catalogueVersion, 'staff')] : [members]
}

/**
 * The request as the router sees it: only its path and query matter (no loader reads a header), so they are
 * read against the site's own address. A path is appended rather than resolved, so that one starting with //
 * cannot name a host.
 */
function toFetchRequest(url: string, origin: string): Request {
  return new Request(new URL(`${origin}${url.startsWith('/') ? '' : '/'}${url}`))
}

function rememberLocale(request: FastifyRequest, reply: FastifyReply) {
  if (request.cookies[localeCookie] === request.locale) return
  reply.setCookie(localeCookie, request.locale, {
    path: '/',
    maxAge: localeCookieMaxAgeSeconds,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  })
}

/** Renders with the app's own services: the site's address and push key come from deps, never the request. */
export function createPageRenderer(
  deps: Pick<AppDeps, 'db' | 'push' | 'siteUrl' | 'sites' | 'memberSearch'>,
  assets: PageAssets,
  options: { viteDevOrigin?: string } = {},
): PageRenderer {
  const { db, push, siteUrl } = deps
  const directives = contentSecurityPolicy(options.viteDevOrigin)

  async function prefetchedQueries(request: FastifyRequest): Promise<QueryClient> {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
    })
    const visitor = {
      locale: request.locale,
      browserLocale: request.browserLocale,
      geoCountry: request.geoCountry,
      loggedIn: request.user !== null,
      t: request.t,
    }
    const pushPublicKey = await push.publicKey()
    queryClient.setQueryData(
      settingsQuery().queryKey,
      presentSettings(request.site, visitor, regionKinds, pushPublicKey),
    )
    queryClient.setQueryData(companyInfoQuery().queryKey, presentCompanyInfo(request.site.company))
    // The adult entry warning is in the first paint unless the visitor confirmed it before.
    queryClient.setQueryData(entryWarningVisitKey, entryWarningVisitOf(request.cookies[entryWarningCookie]))
    return queryClient
  }

  const sharedPages = new SharedPages()
  const turns = new RenderTurns()

  /**
   * The visitor's page: taken from the shared ones when it is the same for everyone of its site, language and
   * country (sharedPages.ts), rendered otherwise. Either way it gets a nonce of its own.
   */
  async function render(request: FastifyRequest, reply: FastifyReply) {
    const nonce = allowInlineScripts(reply, directives)
    const shared = sharedPageOf(request)
    const page = shared
      ? await sharedPages.getOrRender(request.site, shared.key, () =>
          renderHtml(request, nonceStandIn, shared.url),
        )
      : await renderHtml(request, nonce)
    if (page.location !== undefined)
      return reply.redirect(shared ? filledIn(page.location, shared) : page.location, page.status)
    rememberLocale(request, reply)
    return reply
      .status(page.status)
      .header('cache-control', 'private, no-cache')
      .header('vary', 'cookie, accept-language')
      .header('content-language', request.locale)
      .type('text/html; charset=utf-8')
      .send(shared ? filledIn(page.html, shared).replaceAll(nonceStandIn, nonce) : page.html)
  }

  /** The page of `request`, or of the same request for another path and query (`url`, a shared page's). */
  async function renderHtml(
    request: FastifyRequest,
    nonce: string,
    url = request.url,
  ): Promise<RenderedPage> {
    // A page kept among the shared ones is sent at once; one to render waits for its turn (renderTurns.ts).
    await turns.take()
    // og:url, og:image and the router's URL name the site's own address, never the request's Host.
    const origin = new URL(siteUrl(request.site)).origin
    const queryClient = await prefetchedQueries(request)
    const user = request.user ? (await presentUser(db, request.site, request.user)).user : null
    queryClient.setQueryData(currentUserQuery().queryKey, user)
    const i18n = pageI18n(request.locale)
    const result = await renderPage({
      request: toFetchRequest(url, origin),
      queryClient,
      i18n,
      nonce,
      // The built client hydrates with Preact, Vite's dev server with React DOM (docs/decisions/0023).
      browserPreact: !options.viteDevOrigin,
      loadContext: {
        infoPage: (name) => renderInfoPage(name, request.locale, request.site),
        loggedIn: request.user !== null,
        member: (id) => findMemberCard(db, request.site, id),
        signupMatches: () =>
          signupMatches(db, request.site, selectedCountry(request.site, request.geoCountry)),
        memberSearch: (params) => searchForPage(deps, request.site, request.user, params),
        api: pageApi(request),
        queryClient,
      },
    })
    if (result.kind === 'response') {
      const location = result.response.headers.get('location')
      if (location) return { location, status: result.response.status }
      throw new Error(`Unexpected ${result.response.status} response from the router`)
    }
    const bootstrap: BootstrapData = {
      locale: request.locale,
      catalogueVersion,
      dehydratedState: dehydrate(queryClient),
    }
    return {
      status: result.status,
      html: htmlDocument({
        lang: request.locale,
        title: result.meta.title,
        description: result.meta.description,
        image: result.meta.image && new URL(result.meta.image, origin).toString(),
        siteName: request.site.name,
        brand: brandOf(request.site),
        canonicalUrl: `${origin}${url.split('?')[0]}`,
        headTags: result.head,
        body: result.body,
        inlineScript: `window.${bootstrapGlobal}=${scriptJson(bootstrap)}`,
        // The catalogue is a file of its own that the browser keeps, fetched beside the scripts.
        fetchPreloads: catalogueUrls(request.locale, url.split('?')[0] ?? url),
        assets,
        lazyAssets: lazyAssetsOf(assets, result.lazyFiles),
        nonce,
      }),
    }
  }

  function renderError(request: FastifyRequest, reply: FastifyReply, status: number) {
    const t = request.t
    const notFound = status === 404
    const message = notFound ? t('error_page.not_found') : t('error_page.generic')
    const home = notFound ? `<a class="btn btn-primary" href="/">${escapeHtml(t('error_page.home'))}</a>` : ''
    const body = `<main class="container py-5 text-center"><p class="display-4">${status}</p><h1 class="h3">${escapeHtml(message)}</h1>${home}</main>`
    const html = htmlDocument({
      lang: request.locale,
      title: `${message} | ${request.site?.name ?? ''}`,
      description: message,
      siteName: request.site?.name ?? '',
      brand: brandOf(request.site ?? null),
      canonicalUrl: '/',
      body,
      inlineScript: '',
      assets: { ...assets, scripts: [], preamble: null },
      nonce: allowInlineScripts(reply, directives),
    })
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html)
  }

  return { render, renderError, assets }
}
