import { useEffect, useId, useState } from 'react'
import { Modal } from 'react-bootstrap'
import { useLocation, useNavigate } from 'react-router'
import { isDesktopNow } from '#web/lib/desktop.js'
import { searchWithoutSignup, signupParam } from '#web/lib/signupParam.js'
import { SignupFlow } from './SignupFlow.js'

/**
 * Signup as a modal on desktop, opened by `?signup=1` (docs/product.md §2 Signup). On a phone the same link
 * leads to the /signup page instead. While signing up, neither the backdrop nor Escape closes it.
 */
export function SignupModal() {
  const location = useLocation()
  const navigate = useNavigate()
  const titleId = useId()
  const wanted = new URLSearchParams(location.search).get(signupParam) === '1'
  const [show, setShow] = useState(false)

  // The screen is known only in the browser, after hydration.
  useEffect(() => {
    if (!wanted) setShow(false)
    else if (isDesktopNow()) setShow(true)
    else void navigate(`/signup${searchWithoutSignup(location.search)}`, { replace: true })
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

  return (
    <Modal show={show} onHide={close} backdrop="static" keyboard={false} aria-labelledby={titleId} centered>
      <Modal.Body className="p-4">
        {/* Mounted while shown: closing and reopening starts afresh. */}
        <SignupFlow
          titleId={titleId}
          titleAs="h2"
          onClose={close}
          onFinish={() => void navigate('/members')}
        />
      </Modal.Body>
    </Modal>
  )
}
