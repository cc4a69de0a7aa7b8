import './styles/main.scss'
import { hydrate, notifyManager } from '@tanstack/react-query'
import type { ResourceLanguage } from 'i18next'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { catalogueUrl, isAdminPath, isLocale, type Locale } from '#shared/i18n/languages.js'
import { AppProviders } from './AppProviders.js'
import { onSessionEnded } from './lib/api.js'
import { bootstrapGlobal } from './lib/bootstrap.js'
import { keepBrandStylesheetLast } from './lib/brandStylesheet.js'
import { browserRenderer } from './lib/browserRenderer.js'
import { reloadOnceAfterChunkError } from './lib/chunkReload.js'
import { replayEarlyInput } from './lib/earlyInput.js'
import { hydrateInTurns, nextTask } from './lib/hydrateLater.js'
import { createI18n } from './lib/i18n.js'
import { ensureCatalogue, fetchCatalogue } from './lib/language/catalogue.js'
import { browserQueryClient } from './lib/queryClient.js'
import { currentUserQuery } from './lib/session.js'
import { routes as memberRoutes, withAdminRoutes } from './routes.js'

const bootstrap = window[bootstrapGlobal]
if (!bootstrap) throw new Error('The page was not rendered by the Amora server')

// Preact draws a state change in the next microtask, and TanStack Query tells its observers in the next task:
// a switch that lets go of its own value once its change is saved would show the old stored one in between.
if (browserRenderer === 'preact') notifyManager.setScheduler(queueMicrotask)
const queryClient = browserQueryClient()
hydrate(queryClient, bootstrap.dehydratedState)
onSessionEnded(() => queryClient.setQueryData(currentUserQuery().queryKey, null))
keepBrandStylesheetLast(document.head)
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceAfterChunkError(window.sessionStorage, Date.now())) {
    event.preventDefault()
    window.location.reload()
  }
})

/**
 * The server rendered the page with its lazy routes (its page, and the back office's layout) already loaded,
 * and preloaded their chunks; hydrating before they are would render nothing where the server put the page. So the matched ones are loaded first and put in
 * place as if they had never been lazy (React Router, "Lazy routes with SSR").
 */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? []
  await Promise.all(
    lazyMatches.map(async (match) => {
      const lazy = match.route.lazy
      if (typeof lazy !== 'function') return
      const routeModule = await lazy()
      Object.assign(match.route, { ...routeModule, lazy: undefined })
    }),
  )
}

/**
 * Started once the lazy matches are in place. A promise rather than a top-level await: lazy chunks import
 * the code they share with this entry from it, which a module still suspended on await could not hand out.
 */
async function start(locale: Locale, catalogues: ResourceLanguage, routes: RouteObject[]) {
  // The translations, the router and the hydration are set up in tasks of their own: between them the browser
  // can answer a tap, where one long task would hold it.
  const i18n = createI18n(locale, { [locale]: catalogues })
  await nextTask()
  let withAdmin = routes !== memberRoutes
  const router = createBrowserRouter(routes, {
    hydrationData: window.__staticRouterHydrationData,
    async patchRoutesOnNavigation({ path, patch }) {
      if (withAdmin || !isAdminPath(path)) return
      withAdmin = true
      const [{ adminRoutes }] = await Promise.all([
        import('./adminRoutes.js'),
        isLocale(i18n.language) ? ensureCatalogue(i18n, i18n.language, 'staff') : null,
      ])
      patch('root', adminRoutes)
    },
  })
  await nextTask()
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  )
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing')
  if (!container.hasChildNodes()) return hydrateInTurns(() => createRoot(container).render(app), false)
  // As a transition, React's hydration yields to the browser every few milliseconds instead of blocking it for
  // the whole page; a click on the page before it is done makes React finish at once and replay the click.
  // Preact hydrates in one task, the parts marked to wait in tasks after it (hydrateLater.tsx).
  hydrateInTurns(() =>
    startTransition(() => {
      hydrateRoot(container, app)
    }),
  )
  // Preact hydrates at once, inside the call above; React yields and replays early input itself.
  if (browserRenderer === 'preact') replayEarlyInput(container)
}

/**
 * The route table. The back office's routes are a chunk of their own, loaded on its pages (the server
 * preloads it there) or when the app first goes there, so that no visitor's entry carries them.
 */
async function routeTable(): Promise<RouteObject[]> {
  if (!isAdminPath(window.location.pathname)) return memberRoutes
  return withAdminRoutes(memberRoutes, (await import('./adminRoutes.js')).adminRoutes)
}

/** The catalogues the page shows: the members' texts, and on the back office's pages its own too. */
async function pageCatalogues(locale: Locale, version: string): Promise<ResourceLanguage> {
  const admin = isAdminPath(window.location.pathname)
  const [translation, staff] = await Promise.all([
    fetchCatalogue(catalogueUrl(locale, version)),
    admin ? fetchCatalogue(catalogueUrl(locale, version, 'staff')) : null,
  ])
  return staff ? { translation, staff } : { translation }
}

void Promise.all([
  pageCatalogues(bootstrap.locale, bootstrap.catalogueVersion),
  routeTable().then(async (routes) => {
    await resolveLazyMatches(routes)
    return routes
  }),
]).then(([catalogues, routes]) => start(bootstrap.locale, catalogues, routes))
