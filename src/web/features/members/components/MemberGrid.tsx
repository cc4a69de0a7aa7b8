import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { MemberCard } from '#shared/api/members.js'
import { MemberCardView } from '#web/components/MemberCardView.js'
import { useCurrentUser } from '#web/lib/session.js'

/** What another feature offers on a card (the likes' heart); the page puts it in (docs/decisions/0015). */
export type CardAction = (member: MemberCard) => ReactNode

/**
 * Result cards, two across on phones up to four on wide screens; each opens the member's profile.
 * Members can act from the card (the heart sits beside the link, not inside it).
 */
export function MemberGrid({
  members,
  label,
  cardAction,
}: {
  members: MemberCard[]
  label: string
  cardAction: CardAction
}) {
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
            {user && user.id !== member.id && cardAction(member)}
          </div>
        </li>
      ))}
    </ul>
  )
}
