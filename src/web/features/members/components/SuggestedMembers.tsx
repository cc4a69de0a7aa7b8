import { Link } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import { FictionalMark } from '#web/components/FictionalMark.js'
import { useTranslation } from '#web/lib/translation.js'
import { useHydrated } from '#web/lib/useHydrated.js'
import { useSuggestedMembers } from '../api/search.js'

// As many stand-ins as a phone's screen shows while the suggestions are on their way.
const standIns = [1, 2, 3, 4, 5, 6]

/**
 * A row of members picked for the viewer, scrolling sideways on small screens. It is not part of the first
 * paint (the results are): until the list arrives empty circles keep its place, so that the results below do
 * not move. The row asks for the list itself, so that its arrival draws the row alone.
 */
export function SuggestedMembers({ viewer }: { viewer: number | null }) {
  const { t } = useTranslation()
  // Asked for once the page has hydrated: an answer arriving before would make React finish hydrating in one
  // long task instead of in slices.
  const suggested = useSuggestedMembers(viewer, useHydrated())
  const members = suggested.isError ? [] : suggested.data
  if (members?.length === 0) return null
  return (
    <section className="suggested-members mb-4" aria-labelledby="suggested-title" aria-busy={!members}>
      <h2 id="suggested-title" className="h6 text-body-secondary text-uppercase mb-2">
        {t('search.suggested_title')}
      </h2>
      {members ? <SuggestedList members={members} /> : <StandIns />}
    </section>
  )
}

function StandIns() {
  return (
    <ul className="suggested-list list-unstyled d-flex gap-3 mb-0" aria-hidden="true">
      {standIns.map((n) => (
        <li key={n} className="suggested-item suggested-stand-in" />
      ))}
    </ul>
  )
}

function SuggestedList({ members }: { members: MemberCard[] }) {
  const { t } = useTranslation()
  return (
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
              {t('profile_view.name_age', { name: member.name, age: member.age })}
              <FictionalMark member={member} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
