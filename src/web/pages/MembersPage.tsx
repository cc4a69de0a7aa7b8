import { CardLikeButton } from '../features/likes/components/CardLikeButton.js'
import { useLikeToggles } from '../features/likes/hooks/useToggleLike.js'
import { MemberSearch } from '../features/members/components/MemberSearch.js'

export { membersHandle, membersLoader } from '../features/members/routeData.js'

/** /members: search members, the home after login (docs/product.md §2); members like from the cards. */
export function MembersPage() {
  const likeOf = useLikeToggles('search')
  return <MemberSearch cardAction={(member) => <CardLikeButton like={likeOf(member)} />} />
}
