import './memberArea.scss'
import { Outlet } from 'react-router'
import { AlertHeader } from '../components/layout/AlertHeader.js'
import { NotConfirmedAlert } from '../features/account/components/NotConfirmedAlert.js'
import { SignupModal } from '../features/account/components/SignupModal.js'
import { useTrackingCapture } from '../features/account/hooks/useTrackingCapture.js'
import { LikesLayer } from '../features/likes/components/LikesLayer.js'
import { EntryWarning, useEntryWarning } from '../features/sites/components/EntryWarning.js'
import { Footer } from '../features/sites/components/Footer.js'
import { TabBar } from '../features/sites/components/TabBar.js'
import { TopNav } from '../features/sites/components/TopNav.js'
import { HydrateLater, turnOf } from '../lib/hydrateLater.js'
import { useCurrentUser } from '../lib/session.js'
import { usePrefetchWhenIdle } from '../lib/whenIdle.js'
import { MemberPrompts } from './MemberPrompts.js'

const homePage = () => import('../pages/IndexPage.js')

/**
 * Top navigation, alert header, the page, footer with disclaimer, the prompts the browser decides on, and the
 * site-wide modals. While the adult entry warning is up, the rest of the page can be neither clicked nor
 * reached with the keyboard (`inert`), from the first paint on.
 */
export function DefaultLayout() {
  useTrackingCapture()
  const entryWarning = useEntryWarning()
  const user = useCurrentUser()
  // Logging out leads to the home page, whose chunk is then here already (routes.tsx).
  usePrefetchWhenIdle(homePage, user !== null)
  return (
    <>
      <div className="layout-default d-flex flex-column min-vh-100" inert={entryWarning.shown || undefined}>
        <TopNav />
        <AlertHeader>
          <NotConfirmedAlert />
        </AlertHeader>
        <main id="main" className="flex-grow-1">
          <Outlet />
        </main>
        <HydrateLater turn={turnOf.footer}>
          <Footer />
        </HydrateLater>
        {user && <TabBar user={user} />}
        <MemberPrompts />
        <SignupModal />
        <LikesLayer />
      </div>
      {entryWarning.shown && <EntryWarning onEnter={entryWarning.enter} />}
    </>
  )
}
