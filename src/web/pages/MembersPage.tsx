import type { MemberCard } from '#shared/api/members.js'
import { CardLikeButton, CardLikes } from '../features/likes/components/CardLikeButton.js'
import { MemberSearch } from '../features/members/components/MemberSearch.js'

export { membersHandle, membersLoader } from '../features/members/routeData.js'

/** /members: search members, the home after login (docs/product.md §2); members like from the cards. */
export function MembersPage() {
  return (
    <CardLikes source="search">
      <MemberSearch cardAction={cardAction} />
    </CardLikes>
  )
}

const cardAction = (member: MemberCard) => <CardLikeButton member={member} />
