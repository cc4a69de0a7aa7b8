import { Badge } from 'react-bootstrap'
import type { ModerationText } from '#shared/api/staff-moderation.js'
import { useTranslation } from '#web/lib/translation.js'
import { StaffTime } from '../StaffTime.js'
import { MemberLine } from './MemberLine.js'

/** A changed name or about-me text, the new one beside the one it replaces. */
export function TextReview({ text }: { text: ModerationText }) {
  const { t } = useTranslation('staff')
  return (
    <div className="row g-3">
      <div className="col-lg-8">
        <div className="d-flex flex-wrap gap-1 mb-2 align-items-center">
          <span className="fw-semibold">{t(`moderation.field.${text.field}`)}</span>
          <Badge bg={text.held ? 'warning' : 'info'} text="dark">
            {t(text.held ? 'moderation.held' : 'moderation.shown')}
          </Badge>
          <span className="small text-body-secondary">
            <StaffTime ms={text.created_at} />
          </span>
        </div>
        <h2 className="h6 mb-1">{t('moderation.after')}</h2>
        <p className="moderation-text border rounded p-2 bg-body-tertiary">{text.new_value}</p>
        <h2 className="h6 mb-1">{t('moderation.before')}</h2>
        <p className="moderation-text border rounded p-2 text-body-secondary">
          {text.old_value ?? t('moderation.none')}
        </p>
      </div>
      <div className="col-lg-4">
        {text.main_photo_url && (
          <img src={text.main_photo_url} width={96} height={96} alt="" className="rounded border mb-2" />
        )}
        <MemberLine member={text.member} />
      </div>
    </div>
  )
}
