import { Link } from 'react-router'
import type { ModerationPhoto } from '#shared/api/staff-moderation.js'
import { useTranslation } from '#web/lib/translation.js'
import { StaffTime } from '../StaffTime.js'

/** Who the photo or text is of: name, age, country, since when, and the way to their page. */
export function MemberLine({ member }: { member: ModerationPhoto['member'] }) {
  const { t } = useTranslation('staff')
  return (
    <dl className="row small mb-2">
      <dt className="col-4">{t('moderation.member')}</dt>
      <dd className="col-8 mb-1">
        <Link to={`/admin/members/${member.id}`}>{member.name}</Link>
        {member.age !== null && (
          <span className="text-body-secondary">
            {' · '}
            {t('moderation.age_country', { age: member.age, country: member.country })}
          </span>
        )}
      </dd>
      <dt className="col-4">{t('moderation.signed_up')}</dt>
      <dd className="col-8 mb-1">
        <StaffTime ms={member.signup_date} />
      </dd>
    </dl>
  )
}
