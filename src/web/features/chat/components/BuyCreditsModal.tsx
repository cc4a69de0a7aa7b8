import { Button, Modal } from 'react-bootstrap'
import { Link } from 'react-router'
import { ApiError } from '#web/lib/api.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'

/** Why the member has to buy credits before writing: no credits left, or no free conversation left. */
export type BuyReason = 'not_enough_credits' | 'conversation_limit'

export function buyReasonOf(error: unknown): BuyReason | null {
  if (!(error instanceof ApiError)) return null
  if (error.code === 'not_enough_credits' || error.code === 'conversation_limit') return error.code
  return null
}

/**
 * docs/product.md §8 Not enough credits: a modal that offers to buy credits; the typed message waits in the
 * box.
 */
export function BuyCreditsModal({
  reason,
  name,
  onClose,
}: {
  reason: BuyReason | null
  name: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useElementId()
  return (
    <Modal show={reason !== null} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id={titleId} className="h5">
          {t(reason === 'conversation_limit' ? 'chat.buy.title_limit' : 'chat.buy.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          {t(reason === 'conversation_limit' ? 'chat.buy.body_limit' : 'chat.buy.body', { name })}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('chat.buy.later')}
        </Button>
        <Link to="/credits" className="btn btn-primary">
          {t('chat.buy.button')}
        </Link>
      </Modal.Footer>
    </Modal>
  )
}
