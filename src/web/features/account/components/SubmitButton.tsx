import type { ReactNode } from 'react'
import { Button, Spinner } from 'react-bootstrap'

/** The form's submit; disabled while the call runs so a double click sends nothing twice. */
export function SubmitButton({
  pending,
  children,
  variant = 'primary',
  className,
}: {
  pending: boolean
  children: ReactNode
  variant?: 'primary' | 'danger'
  className?: string
}) {
  return (
    <Button type="submit" variant={variant} disabled={pending} className={className}>
      {pending && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  )
}
