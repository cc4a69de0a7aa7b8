import { Outlet } from 'react-router'
import { SignupModal } from '../features/account/components/SignupModal.js'

/** Nothing around the page but the signup modal (docs/product.md §2 Layouts). */
export function EmptyLayout() {
  return (
    <>
      <Outlet />
      <SignupModal />
    </>
  )
}
