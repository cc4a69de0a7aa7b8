import { MemberSearch } from '../features/members/components/MemberSearch.js'

export { membersHandle, membersLoader } from '../features/members/routeData.js'

/** /members: search members, the home after login (docs/product.md §2). */
export function MembersPage() {
  return <MemberSearch />
}
