import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { OwnProfileResponse, ProfileUpdate } from '#shared/api/profile.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { userQueryKey } from '#web/lib/session.js'

export const ownProfileQueryKey = ['own-profile'] as const

/** GET /api/profile.php: every field the member can edit. */
export function ownProfileQuery() {
  return queryOptions({
    queryKey: ownProfileQueryKey,
    queryFn: () => apiGet<OwnProfileResponse>('/api/profile.php'),
  })
}

export function useOwnProfile() {
  return useQuery({ ...ownProfileQuery(), select: (answer) => answer.profile })
}

/** PUT /api/profile.php; the name also shows in the top navigation, so the user is reloaded. */
export function useSaveProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: ProfileUpdate) => apiRequest<OwnProfileResponse>('PUT', '/api/profile.php', update),
    onSuccess: async (answer) => {
      queryClient.setQueryData(ownProfileQuery().queryKey, answer)
      await queryClient.invalidateQueries({ queryKey: userQueryKey })
    },
  })
}

/** Where the member's changed name and about-me text stand with the site's check (same call). */
export function useOwnTextReview() {
  return useQuery({ ...ownProfileQuery(), select: (answer) => answer.review })
}
