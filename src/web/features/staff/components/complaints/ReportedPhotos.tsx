import { useState } from 'react'
import { Alert, Button, Form } from 'react-bootstrap'
import {
  type PhotoRejectReason,
  photoRejectReasons,
  type TextRejectReason,
  textRejectReasons,
} from '#shared/api/staff-moderation.js'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { useElementId } from '#web/lib/elementId.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffMember } from '../../api/member.js'
import { useModerationDecision } from '../../api/moderationDecision.js'
import { useToast } from '../StaffToasts.js'

interface Photo {
  id: number
  thumb_url: string
  status: string
  is_private: boolean
}

function PhotoTile({ photo }: { photo: Photo }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const selectId = useElementId()
  const [reason, setReason] = useState<PhotoRejectReason>('nudity')
  const decide = useModerationDecision()
  const hidden = photo.status === 'rejected'
  const hide = () =>
    decide.mutate(
      { kind: 'photo', id: photo.id, decision: 'reject', reason },
      { onSuccess: () => toast(t('complaints.photo_hidden')) },
    )
  return (
    <li className="border rounded p-1" style={{ width: 148 }}>
      <img
        src={photo.thumb_url}
        alt={t('complaints.photo_alt', { id: photo.id })}
        width={138}
        height={138}
        className="rounded object-fit-cover d-block mb-1"
        loading="lazy"
      />
      {hidden ? (
        <span className="small text-body-secondary">{t('complaints.photo_is_hidden')}</span>
      ) : (
        <>
          <Form.Label htmlFor={selectId} className="small mb-0">
            {t('complaints.photo_reason')}
          </Form.Label>
          <Form.Select
            id={selectId}
            size="sm"
            value={reason}
            onChange={(event) => setReason(event.target.value as PhotoRejectReason)}
            className="mb-1"
          >
            {photoRejectReasons.map((value) => (
              <option key={value} value={value}>
                {t(`complaints.photo_reasons.${value}`)}
              </option>
            ))}
          </Form.Select>
          <Button
            size="sm"
            variant="outline-danger"
            className="w-100"
            disabled={decide.isPending}
            onClick={hide}
          >
            {t('complaints.photo_hide', { id: photo.id })}
          </Button>
        </>
      )}
      {decide.error && <div className="small text-danger mt-1">{errorText(decide.error, tMain)}</div>}
    </li>
  )
}

/** The reported member's profile photos, each of which a moderator can hide with a reason. */
export function ReportedPhotos({ memberId }: { memberId: number }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const member = useStaffMember(memberId)
  if (member.error) return <Alert variant="danger">{errorText(member.error, tMain)}</Alert>
  if (!member.data) return <LoadingSpinner />
  const photos = member.data.photos.filter((photo) => photo.purpose === 'profile')
  if (photos.length === 0)
    return <p className="small text-body-secondary mb-0">{t('complaints.no_photos')}</p>
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
      {photos.map((photo) => (
        <PhotoTile key={photo.id} photo={photo} />
      ))}
    </ul>
  )
}

/** The reported member's about-me text, which a moderator can remove with a reason. */
export function ReportedAboutMe({ memberId }: { memberId: number }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const toast = useToast()
  const selectId = useElementId()
  const [reason, setReason] = useState<TextRejectReason>('offensive')
  const member = useStaffMember(memberId)
  const decide = useModerationDecision()
  const text = member.data?.profile?.about_me
  if (!text) return <p className="small text-body-secondary mb-0">{t('complaints.no_about_me')}</p>
  const hide = () =>
    decide.mutate(
      { kind: 'about_me', id: memberId, decision: 'reject', reason },
      { onSuccess: () => toast(t('complaints.about_me_hidden')) },
    )
  return (
    <div>
      <blockquote className="small border-start ps-2 mb-2" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </blockquote>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <Form.Label htmlFor={selectId} className="small mb-0">
            {t('complaints.photo_reason')}
          </Form.Label>
          <Form.Select
            id={selectId}
            size="sm"
            value={reason}
            onChange={(event) => setReason(event.target.value as TextRejectReason)}
          >
            {textRejectReasons.map((value) => (
              <option key={value} value={value}>
                {t(`complaints.text_reasons.${value}`)}
              </option>
            ))}
          </Form.Select>
        </div>
        <Button size="sm" variant="outline-danger" disabled={decide.isPending} onClick={hide}>
          {t('complaints.about_me_hide')}
        </Button>
      </div>
      {decide.error && <div className="small text-danger mt-1">{errorText(decide.error, tMain)}</div>}
    </div>
  )
}
