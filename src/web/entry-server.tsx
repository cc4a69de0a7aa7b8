import type { QueryClient } from '@tanstack/react-query'
import type { i18n } from 'i18next'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { AppProviders } from './AppProviders.js'
import { settingsQuery } from './features/site/api/settings.js'
import { type PageMeta, pageMeta } from './routeMeta.js'
import { routes } from './routes.js'
import type { ServerLoadContext } from './serverContext.js'

const handler = createStaticHandler(routes)

export type RenderResult =
  | { kind: 'response'; response: Response }
  | { kind: 'page'; status: number; body: string; meta: PageMeta }

export interface RenderInput {
  request: Request
  queryClient: QueryClient
  i18n: i18n
  loadContext: ServerLoadContext
  nonce: string
}

/** Server-side render of one page: the route's data, its HTML, status, title and description. */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const context = await handler.query(input.request, { requestContext: input.loadContext })
  if (context instanceof Response) return { kind: 'response', response: context }
  const router = createStaticRouter(handler.dataRoutes, context)
  const body = renderToString(
    <AppProviders queryClient={input.queryClient} i18n={input.i18n}>
      <StaticRouterProvider router={router} context={context} nonce={input.nonce} />
    </AppProviders>,
  )
  const settings = input.queryClient.getQueryData(settingsQuery().queryKey)
  if (!settings) throw new Error('settings must be prefetched before rendering')
  const matches = context.matches.map((m) => ({
    handle: m.route.handle,
    data: context.loaderData[m.route.id],
  }))
  const meta = pageMeta(matches, context.statusCode, { t: input.i18n.t, settings: settings.settings })
  return { kind: 'page', status: context.statusCode, body, meta }
}
