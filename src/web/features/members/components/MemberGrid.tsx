import { Link } from 'react-router'
import type { MemberCard } from '../../../../shared/api/members.js'
import { MemberCardView } from './MemberCardView.js'

/** Result cards, two across on phones up to four on wide screens; each opens the member's profile. */
export function MemberGrid({ members, label }: { members: MemberCard[]; label: string }) {
  return (
    <ul
      className="member-grid row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 list-unstyled mb-0"
      aria-label={label}
    >
      {members.map((member) => (
        <li key={member.id} className="col">
          <Link to={`/members/${member.id}`} className="member-grid-link d-block text-reset">
            <MemberCardView member={member} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
