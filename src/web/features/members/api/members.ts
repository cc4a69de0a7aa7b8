import { queryOptions } from '@tanstack/react-query'
import type { MemberCard, MemberListResponse, MemberResponse } from '#shared/api/members.js'
import { apiGet } from '#web/lib/api.js'
import { browserQueryClient, fetchUncached } from '#web/lib/queryClient.js'

export function memberPath(id: number): string {
  return `/api/member.php?id=${id}`
}

/** GET /api/member.php?id=: a visible member; read by route loaders, each time afresh. */
export function memberQuery(id: number) {
  return queryOptions({ queryKey: ['member', id], queryFn: () => apiGet<MemberResponse>(memberPath(id)) })
}

/** A visible member's card. */
export async function fetchMember(id: number): Promise<MemberCard> {
  return (await fetchUncached(browserQueryClient(), memberQuery(id))).member
}

/** GET /api/signup-matches.php: members of the visitor's country to show beside the signup. */
export function signupMatchesQuery() {
  return queryOptions({
    queryKey: ['signup-matches'],
    queryFn: () => apiGet<MemberListResponse>('/api/signup-matches.php'),
  })
}

export async function fetchSignupMatches(): Promise<MemberCard[]> {
  return (await fetchUncached(browserQueryClient(), signupMatchesQuery())).members
}
