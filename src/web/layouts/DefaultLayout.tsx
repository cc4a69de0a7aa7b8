import { Outlet } from 'react-router'
import { AlertHeader } from '../features/site/components/AlertHeader.js'
import { EntryWarningModal } from '../features/site/components/EntryWarningModal.js'
import { Footer } from '../features/site/components/Footer.js'
import { TopNav } from '../features/site/components/TopNav.js'

/** Top navigation, alert header, the page, footer with disclaimer, and the site-wide modals. */
export function DefaultLayout() {
  return (
    <div className="layout-default d-flex flex-column min-vh-100">
      <TopNav />
      <AlertHeader />
      <main id="main" className="flex-grow-1">
        <Outlet />
      </main>
      <Footer />
      <EntryWarningModal />
    </div>
  )
}
