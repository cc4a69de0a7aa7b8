import type { MouseEvent, ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { isDesktopNow } from '../lib/desktop.js'
import { searchWithoutSignup, searchWithSignup } from '../lib/signupParam.js'

/**
 * "Sign up free": the /signup page on phones (and without JavaScript); on desktop the modal over the
 * current page, which keeps the visitor where they were.
 */
export function SignupLink({
  className,
  label,
  children,
}: {
  className?: string
  /** An accessible name that says more than the visible text, also shown as its tooltip. */
  label?: string
  children: ReactNode
}) {
  const location = useLocation()
  const navigate = useNavigate()
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || !isDesktopNow()) return
    event.preventDefault()
    void navigate(
      { pathname: location.pathname, search: searchWithSignup(location.search) },
      { preventScrollReset: true },
    )
  }
  return (
    <Link
      to={`/signup${searchWithoutSignup(location.search)}`}
      className={className}
      title={label}
      aria-label={label}
      onClick={open}
    >
      {children}
    </Link>
  )
}
