import type { MemberCard, MemberListResponse, MemberResponse } from '../../../../shared/api/members.js'
import { apiGet } from '../../../lib/api.js'

/** GET /api/member.php?id=: a visible member's card. */
export async function fetchMember(id: number): Promise<MemberCard> {
  return (await apiGet<MemberResponse>(`/api/member.php?id=${id}`)).member
}

/** GET /api/signup-matches.php: members of the visitor's country to show beside the signup. */
export async function fetchSignupMatches(): Promise<MemberCard[]> {
  return (await apiGet<MemberListResponse>('/api/signup-matches.php')).members
}
