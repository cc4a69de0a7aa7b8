import { Button, Modal } from 'react-bootstrap'
import { Link } from 'react-router'
import { photoLimits } from '#shared/constants.js'
import { useElementId } from '../lib/elementId.js'
import { useTranslation } from '../lib/translation.js'

/**
 * What a free member meets on a feature for premium members (docs/product.md §6): a modal that offers to buy
 * credits, since any purchase makes a member premium for life.
 */
export function PremiumOfferModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const titleId = useElementId()
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id={titleId} className="h5">
          {t('premium_offer.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('premium_offer.body', { limit: photoLimits.premium })}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('premium_offer.later')}
        </Button>
        <Link to="/credits" className="btn btn-primary" onClick={onClose}>
          {t('premium_offer.buy')}
        </Link>
      </Modal.Footer>
    </Modal>
  )
}
