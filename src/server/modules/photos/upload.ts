import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Transaction } from 'kysely'
import { type PhotoUploadResponse, photoErrors } from '../../../shared/api/photos.js'
import type { PhotoStorage } from '../../adapters/storage.js'
import type { Database } from '../../db/database.js'
import type { DB } from '../../db/schema.js'
import { AppError } from '../../errors.js'
import type { CurrentUser } from '../auth/current-user.js'
import { requireUser } from '../auth/policy.js'
import { processPhoto, sniffImage } from './pipeline.js'
import { photoLimitOf, presentOwnPhoto } from './presenter.js'
import { lockMember, settleMainPhoto } from './queries.js'

function randomNames() {
  const base = randomBytes(16).toString('hex')
  return { filename: `${base}.webp`, thumbFilename: `${base}-thumb.webp` }
}

async function readUpload(request: FastifyRequest) {
  const part = await request.file().catch(() => undefined)
  if (part?.fieldname !== 'photo')
    throw new AppError('validation_failed', { field: 'photo', messageKey: photoErrors.missing })
  const data = await part.toBuffer().catch(() => {
    throw new AppError('payload_too_large', { field: 'photo', messageKey: photoErrors.tooLarge })
  })
  const privateField = part.fields.private
  const isPrivate = privateField && 'value' in privateField ? privateField.value === '1' : false
  return { data, isPrivate }
}

/** The member's number of photos; a member at their limit is refused. */
async function checkLimit(trx: Transaction<DB>, user: CurrentUser): Promise<number> {
  const limit = photoLimitOf(user)
  const { count } = await trx
    .selectFrom('photos')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', user.id)
    .where('status', '=', 'active')
    .where('purpose', '=', 'profile')
    .executeTakeFirstOrThrow()
  if (Number(count) >= limit)
    throw new AppError('photo_limit_reached', { params: { limit }, details: { limit } })
  return Number(count)
}

/**
 * Stores the photo row only while the member is under their photo limit. The member's row is locked for
 * the check, so two uploads at once cannot both take the last place. The new photo goes last; the first
 * public photo becomes the main photo.
 */
async function insertWithinLimit(
  db: Database,
  user: CurrentUser,
  row: { filename: string; thumbFilename: string; width: number; height: number; isPrivate: boolean },
) {
  return db.transaction().execute(async (trx) => {
    await lockMember(db, trx, user.id)
    const count = await checkLimit(trx, user)
    const photo = await trx
      .insertInto('photos')
      .values({
        user_id: user.id,
        filename: row.filename,
        thumb_filename: row.thumbFilename,
        width: row.width,
        height: row.height,
        is_private: row.isPrivate ? 1 : 0,
        status: 'active',
        sort_order: count,
        created_at: Date.now(),
      })
      .returning(['id', 'filename', 'thumb_filename', 'is_private', 'sort_order'])
      .executeTakeFirstOrThrow()
    const main = await settleMainPhoto(trx, user.id)
    return { photo, main }
  })
}

export function photoUploadRoutes(app: FastifyInstance, db: Database, storage: PhotoStorage) {
  app.post('/api/photos.php', async (request): Promise<PhotoUploadResponse> => {
    const user = requireUser(request)
    const { data, isPrivate } = await readUpload(request)
    const kind = sniffImage(data.subarray(0, 16))
    if (!kind) {
      throw new AppError('unsupported_media_type', {
        field: 'photo',
        messageKey: photoErrors.unsupportedType,
      })
    }
    const processed = await processPhoto(data, kind).catch(() => {
      throw new AppError('validation_failed', { field: 'photo', messageKey: photoErrors.unreadable })
    })
    const names = randomNames()
    await storage.write(names.filename, processed.main)
    await storage.write(names.thumbFilename, processed.thumb)
    const saved = await insertWithinLimit(db, user, {
      ...names,
      width: processed.width,
      height: processed.height,
      isPrivate,
    }).catch(async (error: unknown) => {
      await Promise.all([storage.remove(names.filename), storage.remove(names.thumbFilename)])
      throw error
    })
    return { photo: presentOwnPhoto(saved.photo, saved.main, request.site.cdnPrefix) }
  })
}
