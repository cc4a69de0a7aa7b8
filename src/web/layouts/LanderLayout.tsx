import './LanderLayout.scss'
import { Container } from 'react-bootstrap'
import { Outlet } from 'react-router'
import { LogoBlock } from '../components/layout/LogoBlock.js'
import { SignupModal } from '../features/account/components/SignupModal.js'
import { useTrackingCapture } from '../features/account/hooks/useTrackingCapture.js'
import { useVisitBeacon } from '../features/landers/hooks/useVisitBeacon.js'
import { CompactFooter } from '../features/sites/components/CompactFooter.js'

/**
 * Landing pages: a bar with the logo, then the lander itself, and below it a small footer with the legal pages,
 * the disclosure and the company; their calls to action open the signup modal.
 */
export function LanderLayout() {
  // Landers are where paid traffic arrives: its tracking parameters must reach the signup.
  useTrackingCapture()
  useVisitBeacon()
  return (
    <div className="layout-lander min-vh-100 d-flex flex-column">
      <header className="lander-bar py-2 border-bottom bg-body">
        <Container fluid="lg">
          <LogoBlock />
        </Container>
      </header>
      <main className="flex-grow-1">
        <Outlet />
      </main>
      <CompactFooter />
      <SignupModal />
    </div>
  )
}
