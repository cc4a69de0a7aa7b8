import { z } from 'zod'
import { photoLimits } from '../constants.js'
import { photoSizes } from '../photoSizes.js'
import { contentReviewModes, photoRejectReasons } from './staff-moderation.js'

/** Upload limits (docs/product.md §9 and the photos feature). */
export const photoUpload = {
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 40_000_000,
  mainSize: photoSizes.full,
  cardSize: photoSizes.card,
  thumbSize: photoSizes.thumb,
} as const

export const photoErrors = {
  unsupportedType: 'photos.errors.unsupported_type',
  tooLarge: 'photos.errors.too_large',
  unreadable: 'photos.errors.unreadable',
  limitReached: 'photos.errors.limit_reached',
  missing: 'photos.errors.missing',
  mainMustBePublic: 'photos.errors.main_must_be_public',
  orderMismatch: 'photos.errors.order_mismatch',
  nothingToChange: 'photos.errors.nothing_to_change',
  notFound: 'photos.errors.not_found',
  mainMustBeChecked: 'photos.errors.main_must_be_checked',
} as const

/** File types the upload takes, for the file picker; the server checks the content, never the name. */
export const acceptedPhotoTypes = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif'

const photoId = z.number().int().positive().max(2_147_483_647)

/** PATCH /api/photos.php: make a photo private or public, or the main photo. */
export const photoUpdateInput = z
  .object({ id: photoId, is_private: z.boolean().optional(), is_main: z.boolean().optional() })
  .strict()
  .refine((input) => input.is_private !== undefined || input.is_main !== undefined, {
    message: photoErrors.nothingToChange,
  })

export type PhotoUpdateInput = z.infer<typeof photoUpdateInput>

/** PUT /api/photos.php: the member's photos in their new order, every one exactly once. */
export const photoOrderInput = z
  .object({ order: z.array(photoId).min(1).max(photoLimits.premium) })
  .strict()
  .refine((input) => new Set(input.order).size === input.order.length, {
    message: photoErrors.orderMismatch,
    path: ['order'],
  })

export type PhotoOrderInput = z.infer<typeof photoOrderInput>

/** DELETE /api/photos.php. */
export const photoDeleteInput = z.object({ id: photoId }).strict()

export const uploadedPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  card_url: z.string().describe("The photo cut to the cards' frame, 480 × 600 pixels"),
  is_private: z.boolean(),
  is_main: z.boolean(),
})
export type UploadedPhoto = z.infer<typeof uploadedPhoto>

/** One of the member's own photos, as the image overview shows it. */
export const ownPhoto = uploadedPhoto
  .extend({
    sort_order: z.number().int().describe("Position in the member's order, from 0"),
    waiting: z.boolean().describe('Whether the photo waits for its check, seen by its owner only until then'),
  })
  .meta({ id: 'OwnPhoto' })
export type OwnPhoto = z.infer<typeof ownPhoto>

/** POST /api/photos.php: the photo just uploaded. */
export const photoUploadResponse = z.object({ photo: ownPhoto })
export type PhotoUploadResponse = z.infer<typeof photoUploadResponse>

/** A photo the site's team refused: never shown again; the member removes the notice by deleting it. */
export const refusedPhoto = z
  .object({
    id: z.number().int(),
    reason: z.enum(photoRejectReasons),
    refused_at: z.number().int(),
  })
  .meta({ id: 'RefusedPhoto' })
export type RefusedPhoto = z.infer<typeof refusedPhoto>

/** GET /api/photos.php, and the answer of every change: the member's photos in order and their limit. */
export const ownPhotosResponse = z.object({
  photos: z.array(ownPhoto),
  refused: z.array(refusedPhoto),
  limit: z.number().int().describe('How many photos the member may have (more for premium members)'),
  review: z
    .enum(contentReviewModes)
    .describe("The site's choice: new photos are checked after they show, or before"),
})
export type OwnPhotosResponse = z.infer<typeof ownPhotosResponse>
