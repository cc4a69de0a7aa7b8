import type { ReactNode } from 'react'
import { Button } from 'react-bootstrap'
import { InlineSpinner } from '../../../components/ui/InlineSpinner.js'

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
      {pending && <InlineSpinner className="me-2" />}
      {children}
    </Button>
  )
}
