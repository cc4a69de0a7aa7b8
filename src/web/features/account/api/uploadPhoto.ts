import { useMutation } from '@tanstack/react-query'
import type { PhotoUploadResponse } from '#shared/api/photos.js'
import { apiUpload } from '#web/lib/api.js'

/** POST /api/photos.php: one photo, checked and cleaned by the server. */
export function uploadPhoto(file: File): Promise<PhotoUploadResponse> {
  const form = new FormData()
  form.append('photo', file)
  return apiUpload<PhotoUploadResponse>('/api/photos.php', form)
}

export function useUploadPhoto() {
  return useMutation({ mutationFn: uploadPhoto })
}
