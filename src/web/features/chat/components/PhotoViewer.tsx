import { Modal } from 'react-bootstrap'
import type { ChatMessage } from '#shared/api/chat.js'
import { useElementId } from '#web/lib/elementId.js'
import { useTranslation } from '#web/lib/translation.js'

/** A photo of the conversation, large. */
export function PhotoViewer({
  photo,
  name,
  onClose,
}: {
  photo: ChatMessage['photo']
  name: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const titleId = useElementId()
  return (
    <Modal show={photo !== null} onHide={onClose} centered size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id={titleId} className="h6">
          {t('chat.photo_title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center p-2">
        {photo && (
          <img
            src={photo.url}
            alt={t('chat.photo_title', { name })}
            className="chat-photo-large"
            width={photo.width}
            height={photo.height}
          />
        )}
      </Modal.Body>
    </Modal>
  )
}
