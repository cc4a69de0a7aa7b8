import type { OwnPhoto, OwnPhotosResponse } from '#shared/api/photos.js'
import { photoLimits } from '#shared/constants.js'
import type { PhotoSources } from '#shared/photoSizes.js'
import type { CurrentUser } from '../auth/current-user.js'
import { cardName } from './card.js'

interface PhotoRow {
  id: number
  filename: string
  thumb_filename: string
  is_private: number
  sort_order: number
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
  }
}

/** The member's own photos, private ones included: only ever answered to the member. */
export function presentOwnPhotos(
  rows: PhotoRow[],
  mainId: number | null,
  user: CurrentUser,
  cdnPrefix: string,
): OwnPhotosResponse {
  return {
    photos: rows.map((row) => presentOwnPhoto(row, mainId, cdnPrefix)),
    limit: photoLimitOf(user),
  }
}
