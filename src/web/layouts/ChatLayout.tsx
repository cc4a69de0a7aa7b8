import { Outlet } from 'react-router'

/** Bare: the conversation fills the screen. */
export function ChatLayout() {
  return (
    <div className="layout-chat vh-100 d-flex flex-column">
      <Outlet />
    </div>
  )
}
