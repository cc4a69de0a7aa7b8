import './memberArea.scss'
import { Outlet } from 'react-router'
import { SignupModal } from '../features/account/components/SignupModal.js'

/**
 * Bare (docs/product.md §2 Layouts): the chat screen fills the window; visitors told to sign up get the
 * signup modal.
 */
export function ChatLayout() {
  return (
    <div className="layout-chat vh-100 d-flex flex-column">
      <Outlet />
      <SignupModal />
    </div>
  )
}
