import { useMutation } from '@tanstack/react-query'
import type { OwnProfileResponse, ProfileUpdate } from '#shared/api/profile.js'
import { apiRequest } from '#web/lib/api.js'

/** PUT /api/profile.php: saves the profile fields of the signup steps. */
export function updateProfile(update: ProfileUpdate): Promise<OwnProfileResponse> {
  return apiRequest<OwnProfileResponse>('PUT', '/api/profile.php', update)
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile })
}
