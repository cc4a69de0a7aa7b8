import { CardLikeButton } from '../features/likes/components/CardLikeButton.js'
import { MemberSearch } from '../features/members/components/MemberSearch.js'

export { membersHandle, membersLoader } from '../features/members/routeData.js'

/** /members: search members, the home after login (docs/product.md §2); members like from the cards. */
export function MembersPage() {
  return <MemberSearch cardAction={(member) => <CardLikeButton member={member} />} />
}
