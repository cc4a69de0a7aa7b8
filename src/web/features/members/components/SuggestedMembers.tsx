import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import { useSettings } from '#web/lib/site.js'

/** A row of members picked for the viewer, scrolling sideways on small screens. */
export function SuggestedMembers({ members }: { members: MemberCard[] }) {
  const { t } = useTranslation()
  const settings = useSettings()
  if (members.length === 0) return null
  return (
    <section className="suggested-members mb-4" aria-labelledby="suggested-title">
      <h2 id="suggested-title" className="h6 text-body-secondary text-uppercase mb-2">
        {t('search.suggested_title')}
      </h2>
      <ul className="suggested-list list-unstyled d-flex gap-3 mb-0">
        {members.map((member) => (
          <li key={member.id} className="suggested-item text-center">
            <Link to={`/members/${member.id}`} className="text-reset d-block">
              <span className="suggested-photo d-block mx-auto position-relative">
                {member.main_image ? (
                  <img src={member.main_image.thumb_url} alt="" loading="lazy" className="rounded-circle" />
                ) : (
                  <span className="suggested-nophoto rounded-circle d-block" />
                )}
                {member.online && (
                  <span className="suggested-online">
                    <span className="visually-hidden">{t('members.online')}</span>
                  </span>
                )}
              </span>
              <span className="d-block small fw-semibold text-truncate mt-1">
                {member.name}, {member.age}
                {member.fictional && (
                  <span className="ms-1" role="img" aria-label={settings.fictional_singular}>
                    {settings.fictional_icon}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
