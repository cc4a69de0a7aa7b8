import { Alert, Modal } from 'react-bootstrap'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useGifts } from '../api/gifts.js'

/** The gift catalogue: picture, name and cost of each; a click sends that gift. */
export function GiftPicker({
  show,
  name,
  credits,
  sending,
  onPick,
  onClose,
}: {
  show: boolean
  name: string
  credits: number
  sending: boolean
  onPick: (gift: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useElementId()
  const gifts = useGifts(show)
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id={titleId} className="h5">
          {t('chat.gifts.title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {gifts.isPending ? (
          <LoadingSpinner />
        ) : gifts.isError ? (
          <Alert variant="danger">{errorText(gifts.error, t)}</Alert>
        ) : (
          <ul
            className="chat-gift-grid list-unstyled row row-cols-3 g-2 mb-2"
            aria-label={t('chat.gifts.list')}
          >
            {gifts.data.gifts.map((gift) => (
              <li key={gift.id} className="col">
                <button
                  type="button"
                  className="chat-gift-choice btn btn-outline-secondary w-100 h-100"
                  disabled={sending}
                  onClick={() => onPick(gift.id)}
                  aria-label={t('chat.gifts.send', { gift: gift.name, count: gift.credits })}
                >
                  <img src={gift.image_url} alt="" width={64} height={64} />
                  <span className="d-block small fw-semibold text-body">{gift.name}</span>
                  <span className="d-block small text-body-secondary">
                    {t('chat.credits', { count: gift.credits })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="small text-body-secondary mb-0">{t('chat.balance', { count: credits })}</p>
      </Modal.Body>
    </Modal>
  )
}
