import './styles/main.scss'
import { hydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './AppProviders.js'
import { onSessionEnded } from './lib/api.js'
import { bootstrapGlobal } from './lib/bootstrap.js'
import { reloadOnceAfterChunkError } from './lib/chunkReload.js'
import { createI18n } from './lib/i18n.js'
import { browserQueryClient } from './lib/queryClient.js'
import { currentUserQuery } from './lib/session.js'
import { routes } from './routes.js'

const bootstrap = window[bootstrapGlobal]
if (!bootstrap) throw new Error('The page was not rendered by the Amora server')

const queryClient = browserQueryClient()
hydrate(queryClient, bootstrap.dehydratedState)
onSessionEnded(() => queryClient.setQueryData(currentUserQuery().queryKey, null))
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceAfterChunkError(window.sessionStorage, Date.now())) {
    event.preventDefault()
    window.location.reload()
  }
})
const i18n = createI18n(bootstrap.locale, { [bootstrap.locale]: { translation: bootstrap.catalogue } })
const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData })

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
)

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing')
if (container.hasChildNodes()) hydrateRoot(container, app)
else createRoot(container).render(app)
