import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { isDesktopNow } from '#web/lib/desktop.js'
import { useElementId } from '#web/lib/elementId.js'
import { useCurrentUser } from '#web/lib/session.js'
import { searchWithoutSignup, signupParam } from '#web/lib/signupParam.js'
import { whenIdle } from '#web/lib/whenIdle.js'

const loadDialog = () => import('./SignupDialog.js')
const SignupDialog = lazy(async () => ({ default: (await loadDialog()).SignupDialog }))

/**
 * Signup as a modal on desktop, opened by `?signup=1` (docs/product.md §2 Signup). On a phone the same link
 * leads to the /signup page instead. While signing up, neither the backdrop nor Escape closes it.
 *
 * The dialog and the signup form are a chunk of their own (SignupDialog.tsx): every layout offers signup, but
 * no page shows it in its first paint. It is fetched when the browser is idle, so that a click finds it there.
 */
export function SignupModal() {
  const location = useLocation()
  const navigate = useNavigate()
  const titleId = useElementId()
  const wanted = new URLSearchParams(location.search).get(signupParam) === '1'
  const [show, setShow] = useState(false)
  // Once shown, the dialog stays mounted so that it can fade out when closed.
  const [opened, setOpened] = useState(false)

  // Members have signed up: only visitors' browsers fetch the dialog ahead.
  const visitor = useCurrentUser() === null
  useEffect(() => {
    if (visitor) return whenIdle(() => void loadDialog())
  }, [visitor])

  // The screen is known only in the browser, after hydration.
  useEffect(() => {
    if (!wanted) setShow(false)
    else if (isDesktopNow()) {
      setShow(true)
      setOpened(true)
    } else void navigate(`/signup${searchWithoutSignup(location.search)}`, { replace: true })
  }, [wanted, location.search, navigate])

  const close = () => {
    void navigate(
      { pathname: location.pathname, search: searchWithoutSignup(location.search) },
      {
        replace: true,
        preventScrollReset: true,
      },
    )
  }

  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <SignupDialog
        show={show}
        titleId={titleId}
        onClose={close}
        onFinish={() => void navigate('/members')}
      />
    </Suspense>
  )
}
