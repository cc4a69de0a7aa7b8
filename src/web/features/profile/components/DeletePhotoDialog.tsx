import { Button, Modal } from 'react-bootstrap'
import { useTranslation } from 'react-i18next'
import type { OwnPhoto } from '../../../../shared/api/photos.js'
import { InlineSpinner } from '../../../components/ui/InlineSpinner.js'

/** Deleting cannot be undone, so it is asked once more, with the photo in view. */
export function DeletePhotoDialog({
  photo,
  pending,
  onConfirm,
  onCancel,
}: {
  photo: OwnPhoto | null
  pending: boolean
  onConfirm: (photo: OwnPhoto) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal show={photo !== null} onHide={onCancel} centered aria-labelledby="delete-photo-title">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="delete-photo-title" as="h2" className="h5">
          {t('my_profile.photos.delete_title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="d-flex gap-3 align-items-start">
        {photo && (
          <img src={photo.thumb_url} alt="" width={72} height={90} className="rounded object-fit-cover" />
        )}
        <p className="mb-0">{t('my_profile.photos.delete_body')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('my_profile.photos.cancel')}
        </Button>
        <Button variant="danger" disabled={pending || !photo} onClick={() => photo && onConfirm(photo)}>
          {pending && <InlineSpinner className="me-2" />}
          {t('my_profile.photos.delete_confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  )
}
