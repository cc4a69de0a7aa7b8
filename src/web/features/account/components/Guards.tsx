import { type ReactNode, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { loginPathFor } from '#web/lib/loginReturn.js'
import { useCurrentUser } from '#web/lib/session.js'

/**
 * Leaves for another page once hydrated. A component and not a loader: loaders do not see the
 * session on the server, the user query does.
 */
export function RedirectTo({ to }: { to: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(to, { replace: true })
  }, [navigate, to])
  return null
}

/**
 * Whether a member was already logged in when this page opened. Signup and login send such visitors
 * to the members area; the member who logs in or signs up right here is not sent away mid-flow.
 */
export function useArrivedAsMember(): boolean {
  const user = useCurrentUser()
  const [member] = useState(user !== null)
  return member
}

/** Pages for visitors only (signup, login): members go to the members area (docs/product.md §2 Signup). */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  return useArrivedAsMember() ? <RedirectTo to="/members" /> : children
}

/** Pages for members only: a visitor, or a member whose session ended, goes to the login. */
export function MembersOnly({ children }: { children: ReactNode }) {
  const location = useLocation()
  const back = loginPathFor(`${location.pathname}${location.search}`)
  return useCurrentUser() ? children : <RedirectTo to={back} />
}
