import './memberArea.scss'
import { Outlet } from 'react-router'
import { AlertHeader } from '../components/layout/AlertHeader.js'
import { PromptSlot } from '../components/layout/PromptSlot.js'
import { NotConfirmedAlert } from '../features/account/components/NotConfirmedAlert.js'
import { SignupModal } from '../features/account/components/SignupModal.js'
import { useTrackingCapture } from '../features/account/hooks/useTrackingCapture.js'
import { LikesLayer } from '../features/likes/components/LikesLayer.js'
import { DisabledNotificationsAlert } from '../features/notifications/components/DisabledNotificationsAlert.js'
import { TimeBonusBanner } from '../features/payments/components/TimeBonusBanner.js'
import { EnrichProfileAlert } from '../features/profile/components/EnrichProfileAlert.js'
import { PushOfferAlert } from '../features/push/components/PushOfferAlert.js'
import { EntryWarningModal } from '../features/sites/components/EntryWarningModal.js'
import { Footer } from '../features/sites/components/Footer.js'
import { TopNav } from '../features/sites/components/TopNav.js'
import { HydrateLater, turnOf } from '../lib/hydrateLater.js'

/**
 * Top navigation, alert header, the page, footer with disclaimer, the prompts the browser decides on, and the
 * site-wide modals.
 */
export function DefaultLayout() {
  useTrackingCapture()
  return (
    <div className="layout-default d-flex flex-column min-vh-100">
      <TimeBonusBanner />
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
      <PromptSlot>
        <DisabledNotificationsAlert />
        <PushOfferAlert />
        <EnrichProfileAlert />
      </PromptSlot>
      {/* Before the entry warning, so that the warning stays on top when both open on a first visit. */}
      <SignupModal />
      <LikesLayer />
      <EntryWarningModal />
    </div>
  )
}
