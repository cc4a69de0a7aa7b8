import type { ReactNode } from 'react'
import { Button } from 'react-bootstrap'
import { InlineSpinner } from '../ui/InlineSpinner.js'

/** The form's submit; disabled while the call runs so a double click sends nothing twice. */
export function SubmitButton({
  pending,
  children,
  variant = 'primary',
  size,
  disabled = false,
  className,
}: {
  pending: boolean
  children: ReactNode
  variant?: 'primary' | 'danger'
  size?: 'sm' | 'lg'
  /** Not ready to send yet (a code not fully typed). */
  disabled?: boolean
  className?: string
}) {
  return (
    <Button type="submit" variant={variant} size={size} disabled={pending || disabled} className={className}>
      {pending && <InlineSpinner className="me-2" />}
      {children}
    </Button>
  )
}
