import { useQuery } from '@tanstack/react-query'

/** The member shown in the navigation; the accounts feature fills it from GET /api/user.php. */
export interface CurrentUser {
  credits: number
  paid_user: boolean
  num_unread_messages: number
  num_new_likes: number
  profile: { name: string }
}

export const userQueryKey = ['user'] as const

export function useCurrentUser(): CurrentUser | null {
  return (
    useQuery<CurrentUser | null>({
      queryKey: userQueryKey,
      queryFn: () => null,
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? null
  )
}
