import type { ReactNode } from 'react'

/** The strip under the navigation where site-wide alerts appear; each alert decides itself whether it shows. */
export function AlertHeader({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <div className="alert-header">
      <div className="container-lg">{children}</div>
    </div>
  )
}
