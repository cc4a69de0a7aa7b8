import type { QueryClient } from '@tanstack/react-query'
import type { i18n } from 'i18next'
import { renderToString } from 'react-dom/server'
import { createStaticRouter, StaticRouterProvider } from 'react-router'
import { AppProviders } from './AppProviders.js'
import { adminRoutes } from './adminRoutes.js'
import { lazyRouteFiles } from './lazyRoutes.js'
import { startElementIds } from './lib/elementId.js'
import { settingsQuery } from './lib/site.js'
import { type PageMeta, pageMeta } from './routeMeta.js'
import { routes, withAdminRoutes } from './routes.js'
import type { ServerLoadContext } from './serverContext.js'
import { staticHandlers } from './staticHandlers.js'

/**
 * Everything the server takes from the web client comes through this file (docs/decisions/0015): the
 * queries it prefetches into the first paint, the bootstrap it writes into the page, the i18n setup and
 * the API's error type.
 */
export { entryWarningVisitKey, entryWarningVisitOf } from './features/sites/entryWarning.js'
export { ApiError } from './lib/api.js'
export { type BootstrapData, bootstrapGlobal } from './lib/bootstrap.js'
export { createI18n } from './lib/i18n.js'
export { currentUserQuery } from './lib/session.js'
export { companyInfoQuery, settingsQuery } from './lib/site.js'

const handlerFor = staticHandlers(withAdminRoutes(routes, adminRoutes))

export type RenderResult =
  | { kind: 'response'; response: Response }
  | {
      kind: 'page'
      status: number
      /** What React asked to preload (the first photos), for the document's head. */
      head: string
      body: string
      meta: PageMeta
      /** The source files of the page's lazy routes (src/web/pages/X.tsx): their chunks are preloaded. */
      lazyFiles: string[]
    }

export interface RenderInput {
  request: Request
  queryClient: QueryClient
  i18n: i18n
  loadContext: ServerLoadContext
  nonce: string
  /** Whether the browser hydrates the page with Preact (the built client), which ids must then suit. */
  browserPreact: boolean
}

/**
 * React puts the resources a page preloads (`<link rel="preload">` of the photos drawn with
 * `fetchPriority="high"`) before the page's markup, since the app renders no head of its own. They belong in
 * the document's head: hydration would meet them in #root, where Preact moves the page before them.
 */
export function splitHoistedLinks(html: string): { head: string; body: string } {
  const links = /^(?:<link\b[^>]*>)+/.exec(html)?.[0] ?? ''
  return { head: links, body: html.slice(links.length) }
}

/** Server-side render of one page: the route's data, its HTML, status, title and description. */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const { handler, lazyFiles } = handlerFor(new URL(input.request.url).pathname)
  const context = await handler.query(input.request, { requestContext: input.loadContext })
  if (context instanceof Response) return { kind: 'response', response: context }
  const router = createStaticRouter(handler.dataRoutes, context)
  startElementIds(input.browserPreact)
  const { head, body } = splitHoistedLinks(
    renderToString(
      <AppProviders queryClient={input.queryClient} i18n={input.i18n}>
        <StaticRouterProvider router={router} context={context} nonce={input.nonce} />
      </AppProviders>,
    ),
  )
  const settings = input.queryClient.getQueryData(settingsQuery().queryKey)
  if (!settings) throw new Error('settings must be prefetched before rendering')
  const matches = context.matches.map((m) => ({
    handle: m.route.handle,
    data: context.loaderData[m.route.id],
  }))
  const meta = pageMeta(matches, context.statusCode, { t: input.i18n.t, settings: settings.settings })
  const files = lazyRouteFiles(lazyFiles, context.matches)
  // The browser's entry loads the back office's route table on its pages before hydrating (entry-client.tsx).
  if (files.some((file) => file.includes('/admin/') || file.endsWith('/AdminLayout.tsx')))
    files.unshift('src/web/adminRoutes.tsx')
  return { kind: 'page', status: context.statusCode, head, body, meta, lazyFiles: files }
}
