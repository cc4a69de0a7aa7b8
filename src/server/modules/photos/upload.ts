import type { FastifyInstance } from 'fastify'
import type { PhotoStorage } from '#server/adapters/storage.js'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { typedRoutes } from '#server/typed-routes.js'
import { photoUploadResponse } from '#shared/api/photos.js'
import type { CurrentUser } from '../auth/current-user.js'
import { requireUser, userOf } from '../auth/policy.js'
import { lockMembers } from '../members/queries.js'
import type { Site } from '../sites/service.js'
import { readPhotoForm, recordStoredPhoto, storePhoto } from './intake.js'
import { photoLimitOf, presentOwnPhoto } from './presenter.js'
import { countProfilePhotos, insertPhoto, type NewPhoto, settleMainPhoto } from './queries.js'

/** The member's number of photos; a member at their limit is refused. */
async function checkLimit(trx: Database, user: CurrentUser): Promise<number> {
  const limit = photoLimitOf(user)
  const count = await countProfilePhotos(trx, user.id)
  if (count >= limit) throw new AppError('photo_limit_reached', { params: { limit }, details: { limit } })
  return count
}

/**
 * Stores the photo row only while the member is under their photo limit. The member's row is locked for
 * the check, so two uploads at once cannot both take the last place. The new photo goes last; the first
 * public photo becomes the main photo, once shown (a site that checks photos first holds it until then).
 */
async function insertWithinLimit(db: Database, user: CurrentUser, row: NewPhoto, site: Site) {
  const status = site.settings.content_review === 'before_showing' ? 'pending' : 'active'
  return db.transaction().execute(async (trx) => {
    await lockMembers(trx, [user.id])
    const count = await checkLimit(trx, user)
    const photo = await insertPhoto(trx, user.id, row, count, status)
    const main = await settleMainPhoto(trx, user.id)
    return { photo, main }
  })
}

export function photoUploadRoutes(app: FastifyInstance, db: Database, storage: PhotoStorage) {
  typedRoutes(app).post(
    '/api/photos.php',
    {
      schema: {
        tags: ['photos'],
        summary: 'Upload a profile photo',
        description:
          'A multipart/form-data body with the field `photo`: the image file (JPEG, PNG, WebP, HEIC or HEIF, ' +
          'at most 15 MB; its content decides, not its name), and optionally the field `private`: ' +
          '"1" keeps the photo private.',
        consumes: ['multipart/form-data'],
        response: { 200: photoUploadResponse },
      },
      preValidation: requireUser,
    },
    async (request) => {
      const user = userOf(request)
      const form = await readPhotoForm(request, ['private'])
      const photo = await storePhoto(storage, form.data)
      const saved = await recordStoredPhoto(storage, photo, () =>
        insertWithinLimit(db, user, { ...photo, isPrivate: form.fields.private === '1' }, request.site),
      )
      return { photo: presentOwnPhoto(saved.photo, saved.main, request.site.cdnPrefix) }
    },
  )
}
