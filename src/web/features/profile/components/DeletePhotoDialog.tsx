import type { OwnPhoto } from '#shared/api/photos.js'
import { ConfirmDialog } from '#web/components/ConfirmDialog.js'
import { useTranslation } from '#web/lib/translation.js'

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
    <ConfirmDialog
      show={photo !== null}
      title={t('my_profile.photos.delete_title')}
      confirmLabel={t('my_profile.photos.delete_confirm')}
      cancelLabel={t('my_profile.photos.cancel')}
      pending={pending}
      confirmDisabled={!photo}
      onConfirm={() => photo && onConfirm(photo)}
      onCancel={onCancel}
    >
      <div className="d-flex gap-3 align-items-start">
        {photo && (
          <img src={photo.thumb_url} alt="" width={72} height={90} className="rounded object-fit-cover" />
        )}
        <p className="mb-0">{t('my_profile.photos.delete_body')}</p>
      </div>
    </ConfirmDialog>
  )
}
