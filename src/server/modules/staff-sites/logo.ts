import { loadSharp } from '#server/adapters/sharp.js'
import { AppError } from '#server/errors.js'
import { photoErrors } from '#shared/api/photos.js'
import { staffSiteErrors } from '#shared/api/staff-sites.js'
import { sniffImage } from '../photos/pipeline.js'

/** The longer side of a stored logo: the largest app icon needs no more. */
const largest = 512
/** Below this on its shorter side, a logo is too blurred for the header and the icons. */
const smallest = 32

function refused(
  messageKey: string,
  status: 'validation_failed' | 'unsupported_media_type' = 'validation_failed',
) {
  return new AppError(status, { field: 'logo', messageKey })
}

/**
 * An uploaded logo as it is kept: a PNG (transparency stays) of at most 512 pixels on its longer side,
 * turned upright and stripped of metadata. What the file is comes from its bytes, never its name.
 */
export async function logoImage(data: Buffer): Promise<{ image: Buffer; width: number; height: number }> {
  const kind = sniffImage(data.subarray(0, 16))
  if (kind !== 'png' && kind !== 'jpeg' && kind !== 'webp')
    throw refused(photoErrors.unsupportedType, 'unsupported_media_type')
  const sharp = await loadSharp()
  const meta = await sharp(data)
    .metadata()
    .catch(() => {
      throw refused(photoErrors.unreadable)
    })
  if (Math.min(meta.width ?? 0, meta.height ?? 0) < smallest) throw refused(staffSiteErrors.logoTooSmall)
  const { data: image, info } = await sharp(data)
    .rotate()
    .resize(largest, largest, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw refused(photoErrors.unreadable)
    })
  return { image, width: info.width, height: info.height }
}
