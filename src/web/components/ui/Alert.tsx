import type { ReactNode } from 'react'

/**
 * Bootstrap's alert as plain markup: the layout's prompts use it on every page, where react-bootstrap's
 * Alert would bring its transitions into the chunk of pages that show none of them.
 */
export function Alert({
  variant,
  onClose,
  closeLabel,
  role = 'alert',
  className = '',
  children,
}: {
  variant: 'success' | 'info' | 'warning' | 'danger' | 'light'
  /** A close button, when given. */
  onClose?: () => void
  closeLabel?: string
  role?: 'alert' | 'note'
  className?: string
  children: ReactNode
}) {
  const classes = ['alert', `alert-${variant}`, onClose ? 'alert-dismissible' : '', className]
  return (
    <div role={role} className={classes.filter(Boolean).join(' ')}>
      {children}
      {onClose && <button type="button" className="btn-close" aria-label={closeLabel} onClick={onClose} />}
    </div>
  )
}
