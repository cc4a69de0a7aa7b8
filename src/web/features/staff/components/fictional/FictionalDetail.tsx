import { Alert } from 'react-bootstrap'
import { Link } from 'react-router'
import { LoadingSpinner } from '#web/components/ui/LoadingSpinner.js'
import { errorText } from '#web/lib/errorText.js'
import { useTranslation } from '#web/lib/translation.js'
import { useStaffFictional } from '../../api/fictional.js'
import { useStaffMe } from '../../api/me.js'
import { ageOn, todayUtc } from '../../fictional.js'
import { FictionalStateBadge } from './FictionalList.js'
import { LanguagesSection, OperatorsSection, StateSection } from './FictionalSections.js'
import { PhotosSection } from './PhotosSection.js'
import { ProfileSection } from './ProfileSection.js'

const sections = ['profile', 'photos', 'languages', 'operators', 'state'] as const

/** One fictional profile, each part saved on its own. */
export function FictionalDetail({ id }: { id: number }) {
  const { t } = useTranslation('staff')
  const { t: tMain } = useTranslation()
  const query = useStaffFictional(id)
  const sites = useStaffMe().data?.staff.sites ?? []
  if (query.error) return <Alert variant="danger">{errorText(query.error, tMain)}</Alert>
  if (query.data === undefined) return <LoadingSpinner />
  const fictional = query.data
  if (fictional === null)
    return (
      <>
        <h1 className="h4">{t('fictional.profile_title')}</h1>
        <Alert variant="warning">{t('fictional.not_found')}</Alert>
        <Link to="/admin/fictional">{t('fictional.back')}</Link>
      </>
    )
  const site = sites.find((candidate) => candidate.id === fictional.site_id)
  const age = ageOn(fictional.profile.birth_date, todayUtc())
  return (
    <>
      <nav aria-label={t('fictional.breadcrumb')} className="small mb-1">
        <Link to="/admin/fictional">{t('fictional.back')}</Link>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 className="h4 mb-0">
          {fictional.profile.name}
          {age !== null && <span className="text-body-secondary">, {age}</span>}
        </h1>
        <FictionalStateBadge state={fictional.state} />
      </div>
      <p className="small text-body-secondary mb-2">
        #{fictional.id} · {site?.name ?? `#${fictional.site_id}`} ·{' '}
        {t('fictional.waiting_count', { count: fictional.waiting })} ·{' '}
        <Link to={`/admin/members/${fictional.id}`} className="text-decoration-underline">
          {t('fictional.member_link')}
        </Link>
      </p>
      <nav aria-label={t('fictional.contents')} className="mb-2">
        <ul className="list-inline small mb-0">
          {sections.map((section) => (
            <li key={section} className="list-inline-item">
              <a href={`#${section}-title`}>{t(`fictional.sections.${section}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed by what the server last answered for each part, so a saved answer resets its form. */}
      <ProfileSection key={`profile-${JSON.stringify(fictional.profile)}`} fictional={fictional} />
      <PhotosSection fictional={fictional} />
      <LanguagesSection key={`languages-${fictional.languages.join()}`} fictional={fictional} />
      <OperatorsSection
        key={`operators-${fictional.operators.map((operator) => operator.id).join()}`}
        fictional={fictional}
      />
      <StateSection fictional={fictional} />
    </>
  )
}
