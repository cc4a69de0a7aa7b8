import { Outlet } from 'react-router'
import { SignupModal } from '../features/account/components/SignupModal.js'

/** Nothing around the page but the signup modal (SPEC 2). */
export function EmptyLayout() {
  return (
    <>
      <Outlet />
      <SignupModal />
    </>
  )
}
