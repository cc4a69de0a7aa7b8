import { Badge } from 'react-bootstrap'
import type { ModerationPhoto } from '#shared/api/staff-moderation.js'
import { useTranslation } from '#web/lib/translation.js'
import { StaffTime } from '../StaffTime.js'
import { MemberLine } from './MemberLine.js'

/** One waiting photo, large, beside its member and their other photos to compare faces. */
export function PhotoReview({ photo }: { photo: ModerationPhoto }) {
  const { t } = useTranslation('staff')
  return (
    <div className="row g-3">
      <div className="col-lg-7 text-center">
        <img
          src={photo.url}
          width={photo.width}
          height={photo.height}
          alt={t('moderation.photo_of', { name: photo.member.name })}
          className="moderation-photo img-fluid rounded border"
        />
      </div>
      <div className="col-lg-5">
        <div className="d-flex flex-wrap gap-1 mb-2">
          <Badge bg={photo.status === 'pending' ? 'warning' : 'info'} text="dark">
            {t(`moderation.status_${photo.status}`)}
          </Badge>
          {photo.is_private && <Badge bg="secondary">{t('moderation.private')}</Badge>}
        </div>
        <MemberLine member={photo.member} />
        <p className="small mb-2">
          {t('moderation.uploaded')}: <StaffTime ms={photo.created_at} />
        </p>
        <h2 className="h6">{t('moderation.other_photos')}</h2>
        {photo.other_photos.length === 0 ? (
          <p className="small text-body-secondary">{t('moderation.no_other_photos')}</p>
        ) : (
          <ul className="list-unstyled d-flex flex-wrap gap-2">
            {photo.other_photos.map((other) => (
              <li key={other.id} className="text-center small">
                <img
                  src={other.thumb_url}
                  width={96}
                  height={96}
                  alt=""
                  className={`rounded border object-fit-cover ${other.status === 'rejected' ? 'opacity-50' : ''}`}
                />
                <div>{other.is_main ? t('moderation.main') : t(`moderation.status_${other.status}`)}</div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
