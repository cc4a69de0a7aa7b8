import { useNavigate } from 'react-router'
import { useElementId } from '#web/lib/elementId.js'
import { SignupFlow } from '../features/account/components/SignupFlow.js'
import { pageHandle } from '../lib/routeHandle.js'

export const signupHandle = pageHandle('signup', 'signup.title')

/** Signup as a page: what phones get (docs/product.md §2 Signup); desktops get the same flow in a modal. */
export function SignupPage() {
  const navigate = useNavigate()
  const titleId = useElementId()
  return (
    <section className="signup-page container-sm py-4 py-md-5">
      <SignupFlow titleId={titleId} titleAs="h1" onFinish={() => void navigate('/members')} />
    </section>
  )
}
