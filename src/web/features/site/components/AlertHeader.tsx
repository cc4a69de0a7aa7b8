import type { ReactNode } from 'react'
import { Container } from 'react-bootstrap'
import { useLocation } from 'react-router'
import { NotConfirmedAlert } from '../../account/components/NotConfirmedAlert.js'
import { useCurrentUser } from '../api/user.js'

/** Pages that show the confirm-e-mail box themselves; the alert would only repeat it. */
const confirmPages = new Set(['/complete-signup', '/activate'])

/** The strip under the navigation where site-wide alerts appear; empty when there are none. */
export function AlertHeader({ children }: { children?: ReactNode }) {
  const user = useCurrentUser()
  const { pathname } = useLocation()
  const notConfirmed = user?.status === 'not_confirmed' && !confirmPages.has(pathname) ? user : null
  if (!children && !notConfirmed) return null
  return (
    <div className="alert-header">
      <Container fluid="lg">
        {notConfirmed && <NotConfirmedAlert email={notConfirmed.email} />}
        {children}
      </Container>
    </div>
  )
}
