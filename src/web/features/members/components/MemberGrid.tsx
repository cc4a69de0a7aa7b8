import type { ReactNode } from 'react'
import type { MemberCard } from '#shared/api/members.js'
import { MemberCardView } from '#web/components/MemberCardView.js'
import { HydrateLater, turnOf } from '#web/lib/hydrateLater.js'
import { useCurrentUser } from '#web/lib/session.js'
import { useLinkClicks } from '#web/lib/useLinkClicks.js'

// The widest row: four cards from 992 px; two rows on a phone. The cards after them hydrate one by one, after
// the rest of the page and its footer (hydrateLater.tsx).
const firstRow = 4

/** What another feature offers on a card (the likes' heart); the page puts it in (docs/decisions/0015). */
export type CardAction = (member: MemberCard) => ReactNode

/**
 * Result cards, two across on phones up to four on wide screens; each opens the member's profile.
 * Members can act from the card (the heart sits beside the link, not inside it). A grid at the top of its
 * page (`leading`) loads its first row's photos at once: they are what the visitor sees first.
 */
export function MemberGrid({
  members,
  label,
  cardAction,
  leading = false,
}: {
  members: MemberCard[]
  label: string
  cardAction: CardAction
  leading?: boolean
}) {
  const user = useCurrentUser()
  // One listener for the grid instead of a router link per card (useLinkClicks).
  const openCard = useLinkClicks('a.member-grid-link')
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are those of the cards' links, which a keyboard's Enter fires too
    <ul
      className="member-grid row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3 list-unstyled mb-0"
      aria-label={label}
      onClick={openCard}
    >
      {members.map((member, index) => {
        const card = (
          <li key={member.id} className="col">
            <a href={`/members/${member.id}`} className="member-grid-link">
              <MemberCardView member={member} first={leading && index < firstRow} />
            </a>
            {user && user.id !== member.id && cardAction(member)}
          </li>
        )
        if (index < firstRow) return card
        return (
          <HydrateLater key={member.id} turn={turnOf.firstLaterCard + index - firstRow}>
            {card}
          </HydrateLater>
        )
      })}
    </ul>
  )
}
