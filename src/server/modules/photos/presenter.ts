import type { OwnPhoto, OwnPhotosResponse } from '#shared/api/photos.js'
import { type PhotoRejectReason, photoRejectReasons } from '#shared/api/staff-moderation.js'
import { photoLimits } from '#shared/constants.js'
import type { PhotoSources } from '#shared/photoSizes.js'
import type { CurrentUser } from '../auth/current-user.js'
import type { Site } from '../sites/service.js'
import { cardName } from './card.js'

interface PhotoRow {
  id: number
  filename: string
  thumb_filename: string
  is_private: number
  sort_order: number
  status: string
}

interface RefusedRow {
  id: number
  reject_reason: string | null
  reviewed_at: number | null
}

/** A photo's addresses in each of its sizes (#shared/photoSizes.ts), under the site's CDN prefix. */
export function presentPhotoSources(
  cdnPrefix: string,
  photo: { filename: string; thumb_filename: string },
): PhotoSources {
  return {
    url: `${cdnPrefix}${photo.filename}`,
    thumb_url: `${cdnPrefix}${photo.thumb_filename}`,
    card_url: `${cdnPrefix}${cardName(photo.filename)}`,
  }
}

export function photoLimitOf(user: CurrentUser): number {
  return user.paidUser ? photoLimits.premium : photoLimits.free
}

export function presentOwnPhoto(row: PhotoRow, mainId: number | null, cdnPrefix: string): OwnPhoto {
  return {
    id: row.id,
    ...presentPhotoSources(cdnPrefix, row),
    is_private: row.is_private === 1,
    is_main: row.id === mainId,
    sort_order: row.sort_order,
    waiting: row.status === 'pending',
  }
}

const refusalReason = (reason: string | null): PhotoRejectReason =>
  (photoRejectReasons as readonly string[]).includes(reason ?? '')
    ? (reason as PhotoRejectReason)
    : 'offensive'

/** The member's own photos, private and waiting ones included: only ever answered to the member. */
export function presentOwnPhotos(
  photos: { rows: PhotoRow[]; refused: RefusedRow[]; mainId: number | null },
  user: CurrentUser,
  site: Pick<Site, 'cdnPrefix' | 'settings'>,
): OwnPhotosResponse {
  return {
    photos: photos.rows.map((row) => presentOwnPhoto(row, photos.mainId, site.cdnPrefix)),
    refused: photos.refused.map((row) => ({
      id: row.id,
      reason: refusalReason(row.reject_reason),
      refused_at: row.reviewed_at ?? 0,
    })),
    limit: photoLimitOf(user),
    review: site.settings.content_review,
  }
}
