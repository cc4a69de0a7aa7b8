import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { loginPathFor } from '../lib/loginReturn.js'

/** A link to the login that leads back to this page afterwards. */
export function LoginLink({ className, children }: { className?: string; children: ReactNode }) {
  const location = useLocation()
  return (
    <Link to={loginPathFor(`${location.pathname}${location.search}`)} className={className}>
      {children}
    </Link>
  )
}
