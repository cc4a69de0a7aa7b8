import { Link } from 'react-router'
import type { MemberCard } from '../../../../shared/api/members.js'
import { CardLikeButton } from '../../likes/components/CardLikeButton.js'
import { useCurrentUser } from '../../site/api/user.js'
import { MemberCardView } from './MemberCardView.js'

/**
 * Result cards, two across on phones up to four on wide screens; each opens the member's profile.
 * Members can like from the card (the heart sits beside the link, not inside it).
 */
export function MemberGrid({ members, label }: { members: MemberCard[]; label: string }) {
  const user = useCurrentUser()
  return (
    <ul
      className="member-grid row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 list-unstyled mb-0"
      aria-label={label}
    >
      {members.map((member) => (
        <li key={member.id} className="col">
          <div className="position-relative">
            <Link to={`/members/${member.id}`} className="member-grid-link d-block text-reset">
              <MemberCardView member={member} />
            </Link>
            {user && user.id !== member.id && <CardLikeButton member={member} />}
          </div>
        </li>
      ))}
    </ul>
  )
}
