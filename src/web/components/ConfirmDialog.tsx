import type { ReactNode } from 'react'
import { Alert, Button, Modal } from 'react-bootstrap'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'
import { InlineSpinner } from './ui/InlineSpinner.js'

export interface ConfirmDialogProps {
  show: boolean
  title: ReactNode
  /** What happens when confirmed, in the visitor's words. */
  children: ReactNode
  confirmLabel: string
  cancelLabel: string
  confirmVariant?: 'danger' | 'primary'
  /** The confirmed call runs: both buttons wait, the confirm shows a spinner. */
  pending?: boolean
  confirmDisabled?: boolean
  /** Why the confirmed call failed, under the question. */
  error?: string | null
  onConfirm: () => void
  /** Cancel, the close button, Escape and a click beside the dialog. */
  onCancel: () => void
}

/** Asks once more before something that cannot simply be undone (deleting, blocking). */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'danger',
  pending = false,
  confirmDisabled = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  const titleId = useElementId()
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {children}
        {error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={pending || confirmDisabled}>
          {pending && <InlineSpinner className="me-2" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  )
}
