import { useState } from 'react'
import { CloseButton } from 'react-bootstrap'
import { Icon } from '#web/components/ui/Icon.js'
import { useTranslation } from '#web/lib/translation.js'
import type { QueuedUpload } from '../uploadQueue.js'

/** What the tile says under the photo: waiting, how far, the server at work, or why it failed. */
function useStatusText(upload: QueuedUpload): string {
  const { t, i18n } = useTranslation()
  if (upload.state === 'failed') return upload.error ?? t('errors.popup')
  if (upload.state !== 'sending') return t('my_profile.photos.upload_waiting')
  if (upload.progress >= 1) return t('my_profile.photos.upload_processing')
  return new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(upload.progress)
}

function ProgressBar({ upload }: { upload: QueuedUpload }) {
  const { t } = useTranslation()
  const percent = Math.round(upload.progress * 100)
  // Once the file is sent, the server still converts it: the full bar keeps moving meanwhile.
  const converting = upload.state === 'sending' && upload.progress >= 1
  const bar = converting ? 'progress-bar progress-bar-striped progress-bar-animated' : 'progress-bar'
  return (
    <div
      className="my-upload-progress progress"
      role="progressbar"
      aria-label={t('my_profile.photos.uploading')}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={bar} style={{ width: `${percent}%` }} />
    </div>
  )
}

/**
 * A photo on its way into the overview: its preview with the upload's progress, or, when the server refused
 * it, its message until the member dismisses it. HEIC previews show only where the browser can draw them.
 */
export function UploadTile({ upload, onDismiss }: { upload: QueuedUpload; onDismiss: () => void }) {
  const { t } = useTranslation()
  const [drawable, setDrawable] = useState(true)
  const failed = upload.state === 'failed'
  const status = useStatusText(upload)
  const label = failed ? t('my_profile.photos.upload_failed') : t('my_profile.photos.uploading')
  return (
    <li className="col-6 col-sm-4 col-lg-3" aria-label={label}>
      <div className={`my-photo my-photo-uploading card h-100 ${failed ? 'is-failed' : ''}`}>
        <div className="my-photo-frame position-relative">
          <div className="my-photo-img my-photo-placeholder card-img-top">
            <Icon name="camera" />
          </div>
          {upload.preview && drawable && (
            <img
              src={upload.preview}
              alt=""
              className="my-photo-img my-photo-preview card-img-top"
              onError={() => setDrawable(false)}
            />
          )}
          {!failed && (
            <div className="position-absolute bottom-0 start-0 end-0 p-2">
              <ProgressBar upload={upload} />
            </div>
          )}
        </div>
        <div className="card-body p-2 small d-flex align-items-start gap-2">
          {failed ? (
            <>
              <p className="text-danger mb-0 flex-grow-1" role="alert">
                {status}
              </p>
              <CloseButton aria-label={t('close')} title={t('close')} onClick={onDismiss} />
            </>
          ) : (
            <p className="text-body-secondary mb-0">{status}</p>
          )}
        </div>
      </div>
    </li>
  )
}
