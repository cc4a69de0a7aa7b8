import type { FastifyReply } from 'fastify'
import { loadSharp } from '#server/adapters/sharp.js'
import type { PhotoStorage } from '#server/adapters/storage.js'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { readOrRender } from './derived.js'
import { findPhotoOfSite } from './queries.js'

const blurSuffix = '-blur.webp'
const blurWidth = 32
const oneYearSeconds = 365 * 24 * 60 * 60

/** A photo's blurred stand-in, shown where the viewer may not see the photo itself: `<base>-blur.webp`. */
export function blurredName(filename: string): string {
  return filename.replace(/\.webp$/, blurSuffix)
}

export function isBlurredName(name: string): boolean {
  return name.endsWith(blurSuffix)
}

/**
 * A few dozen pixels, blurred again: enough for a silhouette and colours behind a lock, too little to
 * recognise anyone. Made from the thumbnail, which is already small and upright.
 */
export async function renderBlurred(thumb: Buffer): Promise<Buffer> {
  const sharp = await loadSharp()
  return sharp(thumb).resize({ width: blurWidth }).blur(1.5).webp({ quality: 50 }).toBuffer()
}

/**
 * GET <cdn_prefix><base>-blur.webp for any active photo of the site, public or private: everyone may see
 * the blurred version, so it is cached publicly. Rendered on first request and kept in the storage.
 */
export async function serveBlurred(
  db: Database,
  storage: PhotoStorage,
  siteId: number,
  name: string,
  reply: FastifyReply,
) {
  const photo = await findPhotoOfSite(db, siteId, `${name.slice(0, -blurSuffix.length)}.webp`)
  if (!photo) throw new AppError('not_found')
  const data = await readOrRender(storage, name, photo.thumb_filename, renderBlurred)
  if (!data) throw new AppError('not_found')
  return reply
    .type('image/webp')
    .header('cache-control', `public, max-age=${oneYearSeconds}, immutable`)
    .header('cross-origin-resource-policy', 'same-site')
    .send(data)
}
