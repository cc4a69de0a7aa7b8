import { Alert, Button } from 'react-bootstrap'
import type { RefusedPhoto } from '#shared/api/photos.js'
import { useTranslation } from '#web/lib/translation.js'

/**
 * A photo the site's team refused: it is not shown (not even to its owner), so the notice says why in words
 * and removing the photo clears it.
 */
export function RefusedPhotoNotice({
  refusal,
  busy,
  onRemove,
}: {
  refusal: RefusedPhoto
  busy: boolean
  onRemove: () => void
}) {
  const { t } = useTranslation()
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <div>
        <p className="fw-semibold mb-1">{t('photos.review.refused_title')}</p>
        <p className="mb-0">
          {t('photos.review.refused_body', { reason: t(`moderation.reasons.${refusal.reason}`) })}
        </p>
      </div>
      <Button variant="outline-dark" size="sm" disabled={busy} onClick={onRemove}>
        {t('photos.review.refused_remove')}
      </Button>
    </Alert>
  )
}
