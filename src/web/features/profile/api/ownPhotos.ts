import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { OwnPhotosResponse, PhotoUpdateInput, PhotoUploadResponse } from '#shared/api/photos.js'
import { apiGet, apiRequest } from '#web/lib/api.js'
import { userQueryKey } from '#web/lib/session.js'
import { apiUploadWithProgress, type UploadProgress } from '#web/lib/uploadWithProgress.js'

export const ownPhotosQueryKey = ['own-photos'] as const

/** GET /api/photos.php: the member's photos in order, and how many they may have. */
export function ownPhotosQuery() {
  return queryOptions({
    queryKey: ownPhotosQueryKey,
    queryFn: () => apiGet<OwnPhotosResponse>('/api/photos.php'),
  })
}

export function useOwnPhotos() {
  return useQuery(ownPhotosQuery())
}

/**
 * After every change the overview shows the server's answer; the user is reloaded too, since the main
 * photo is the one the navigation and the sharing image use.
 */
function usePhotoMutation<I, A>(call: (input: I) => Promise<A>, answerOf?: (answer: A) => OwnPhotosResponse) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      if (answerOf) queryClient.setQueryData(ownPhotosQuery().queryKey, answerOf(answer))
      else await queryClient.invalidateQueries({ queryKey: ownPhotosQueryKey })
      await queryClient.invalidateQueries({ queryKey: userQueryKey })
    },
  })
}

const same = (answer: OwnPhotosResponse) => answer

export interface OwnPhotoUpload {
  file: File
  isPrivate: boolean
  /** How much of the file has been sent, 0 to 1, for its tile. */
  onProgress?: UploadProgress
}

/** POST /api/photos.php, optionally as a private photo, reporting how far it got. */
export function useUploadOwnPhoto() {
  return usePhotoMutation(({ file, isPrivate, onProgress = () => {} }: OwnPhotoUpload) => {
    const form = new FormData()
    if (isPrivate) form.append('private', '1')
    form.append('photo', file)
    return apiUploadWithProgress<PhotoUploadResponse>('/api/photos.php', form, onProgress)
  })
}

/** PATCH /api/photos.php: private or public, main photo. */
export function useChangePhoto() {
  return usePhotoMutation(
    (input: PhotoUpdateInput) => apiRequest<OwnPhotosResponse>('PATCH', '/api/photos.php', input),
    same,
  )
}

/** PUT /api/photos.php: the new order, every photo exactly once. */
export function useReorderPhotos() {
  return usePhotoMutation(
    (order: number[]) => apiRequest<OwnPhotosResponse>('PUT', '/api/photos.php', { order }),
    same,
  )
}

/** DELETE /api/photos.php. */
export function useDeletePhoto() {
  return usePhotoMutation(
    (id: number) => apiRequest<OwnPhotosResponse>('DELETE', '/api/photos.php', { id }),
    same,
  )
}
