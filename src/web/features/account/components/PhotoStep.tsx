import { type ChangeEvent, type FormEvent, useState } from 'react'
import { Form } from 'react-bootstrap'
import type { OwnPhoto } from '#shared/api/photos.js'
import { FormAlert } from '#web/components/form/FormAlert.js'
import { InlineSpinner } from '#web/components/ui/InlineSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useSettings } from '#web/lib/site.js'
import { useTranslation } from '#web/lib/translation.js'
import { useUploadPhoto } from '../api/uploadPhoto.js'
import { StepActions } from './StepActions.js'

/** Signup step 1: a first photo, uploaded as soon as it is chosen so the member sees it at once. */
export function PhotoStep({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation()
  const upload = useUploadPhoto()
  const [photo, setPhoto] = useState<OwnPhoto | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    setProblem(null)
    try {
      setPhoto((await upload.mutateAsync(file)).photo)
    } catch (error) {
      setProblem(errorText(error, t, 'errors.popup'))
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onNext()
  }

  return (
    <Form noValidate onSubmit={submit}>
      <p>
        {t(
          useSettings().content_review === 'before_showing'
            ? 'signup.photo.intro_before'
            : 'signup.photo.intro',
        )}
      </p>
      <FormAlert message={problem} />
      {photo && (
        <img
          src={photo.thumb_url}
          alt={t('signup.photo.uploaded')}
          className="signup-photo rounded mb-3 d-block"
          width={120}
          height={150}
        />
      )}
      {photo?.waiting && <p className="small text-body-secondary">{t('signup.photo.waiting')}</p>}
      <Form.Group controlId="signup-photo" className="mb-2">
        <Form.Label>{photo ? t('signup.photo.another') : t('signup.photo.choose')}</Form.Label>
        <Form.Control
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={choose}
          disabled={upload.isPending}
        />
      </Form.Group>
      {upload.isPending && (
        <p className="small text-body-secondary" role="status">
          <InlineSpinner className="me-2" />
          {t('signup.photo.uploading')}
        </p>
      )}
      <StepActions pending={upload.isPending} onSkip={onNext} />
    </Form>
  )
}
