import { createContext, lazy, Suspense, useContext, useEffect, useLayoutEffect, useState } from 'react'
import {
  isRouteErrorResponse,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router'
import { isAdminPath } from '#shared/i18n/languages.js'
import { useTranslation } from '#web/lib/translation.js'
import { LoadingBar } from './components/ui/LoadingBar.js'
import { whenHydrated } from './lib/hydrateLater.js'
import { useSettings } from './lib/site.js'
import { useHydrated } from './lib/useHydrated.js'
import { pageMeta } from './routeMeta.js'

const ErrorStatusContext = createContext<(status: number) => void>(() => {})

/** Keeps the document's title, description and language in step with the page after navigations. */
function DocumentMeta({ status }: { status: number }) {
  const { t, i18n } = useTranslation()
  const settings = useSettings()
  const matches = useMatches()
  useEffect(() => {
    const meta = pageMeta(matches, status, { t, settings })
    document.title = meta.title
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description)
    document.documentElement.lang = i18n.language
  }, [matches, status, t, settings, i18n.language])
  return null
}

const LazyMemberLayers = lazy(async () => ({ default: (await import('./MemberLayers.js')).MemberLayers }))

/**
 * The member side's layers (MemberLayers.tsx): a chunk of their own, loaded once the page has hydrated, since
 * nothing of them is in the first paint; never in the back office, where a staff account is signed in.
 */
function MemberLayers() {
  const inBackOffice = isAdminPath(useLocation().pathname)
  const hydrated = useHydrated()
  if (inBackOffice || !hydrated) return null
  return (
    <Suspense fallback={null}>
      <LazyMemberLayers />
    </Suspense>
  )
}

/**
 * Marks the document (`<html data-hydrated>`) once the whole page listens to the visitor, the parts hydrated
 * in turns included (hydrateLater.tsx): a browser test waits for it before it types, and the hydration
 * journey checks that no element was rebuilt before it.
 */
function useHydratedMark() {
  useLayoutEffect(
    () =>
      whenHydrated(() => {
        document.documentElement.dataset.hydrated = ''
      }),
    [],
  )
}

export function Root() {
  const [status, setStatus] = useState(200)
  useHydratedMark()
  return (
    <ErrorStatusContext.Provider value={setStatus}>
      <LoadingBar />
      <DocumentMeta status={status} />
      <MemberLayers />
      {/* New pages open at the top; back and forward return to where the visitor was (the search). */}
      <ScrollRestoration />
      <Outlet />
    </ErrorStatusContext.Provider>
  )
}

/** Rendered with the error page: tells the document meta which error is shown while it is. */
export function RouteErrorStatus() {
  const error = useRouteError()
  const setStatus = useContext(ErrorStatusContext)
  const status = isRouteErrorResponse(error) ? error.status : 500
  useEffect(() => {
    setStatus(status)
    return () => setStatus(200)
  }, [status, setStatus])
  return null
}
