/** Upload limits (SPEC 9 and the photos feature). */
export const photoUpload = {
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 40_000_000,
  mainSize: { width: 1200, height: 1500 },
  thumbSize: { width: 240, height: 300 },
} as const

export const photoErrors = {
  unsupportedType: 'photos.errors.unsupported_type',
  tooLarge: 'photos.errors.too_large',
  unreadable: 'photos.errors.unreadable',
  limitReached: 'photos.errors.limit_reached',
  missing: 'photos.errors.missing',
} as const

export interface UploadedPhoto {
  id: number
  url: string
  thumb_url: string
  is_private: boolean
  is_main: boolean
}

export interface PhotoUploadResponse {
  photo: UploadedPhoto
}
