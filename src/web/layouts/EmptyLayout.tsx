import { Outlet } from 'react-router'

/** Nothing around the page; the signup modal joins it with the accounts feature. */
export function EmptyLayout() {
  return <Outlet />
}
