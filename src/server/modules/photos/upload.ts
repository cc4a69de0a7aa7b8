import { randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type PhotoUploadResponse, photoErrors } from '../../../shared/api/photos.js'
import { photoLimits } from '../../../shared/constants.js'
import type { PhotoStorage } from '../../adapters/storage.js'
import { type Database, supportsRowLocks } from '../../db/database.js'
import { AppError } from '../../errors.js'
import type { CurrentUser } from '../auth/current-user.js'
import { requireUser } from '../auth/policy.js'
import { processPhoto, sniffImage } from './pipeline.js'

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

/**
 * Stores the photo row only while the member is under their photo limit. The member's row is locked for
 * the check, so two uploads at once cannot both take the last place.
 */
async function insertWithinLimit(
  db: Database,
  user: CurrentUser,
  row: { filename: string; thumbFilename: string; width: number; height: number; isPrivate: boolean },
) {
  const limit = user.paidUser ? photoLimits.premium : photoLimits.free
  return db.transaction().execute(async (trx) => {
    const lock = trx.selectFrom('users').select('id').where('id', '=', user.id)
    await (supportsRowLocks(db) ? lock.forUpdate() : lock).execute()
    const { count } = await trx
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', user.id)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow()
    if (Number(count) >= limit)
      throw new AppError('photo_limit_reached', { params: { limit }, details: { limit } })
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
        sort_order: Number(count),
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    // The first public photo becomes the main photo.
    const updated = row.isPrivate
      ? []
      : await trx
          .updateTable('profiles')
          .set({ main_photo_id: photo.id, has_photo: 1, updated_at: Date.now() })
          .where('user_id', '=', user.id)
          .where('main_photo_id', 'is', null)
          .returning('user_id')
          .execute()
    return { id: photo.id, isMain: updated.length > 0 }
  })
}

export function photoUploadRoutes(app: FastifyInstance, db: Database, storage: PhotoStorage) {
  app.post('/api/photos.php', async (request): Promise<PhotoUploadResponse> => {
    const user = requireUser(request)
    const { data, isPrivate } = await readUpload(request)
    const kind = sniffImage(data.subarray(0, 16))
    if (!kind || kind === 'heic') {
      throw new AppError('unsupported_media_type', {
        field: 'photo',
        messageKey: photoErrors.unsupportedType,
      })
    }
    const processed = await processPhoto(data).catch(() => {
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
    const prefix = request.site.cdnPrefix
    return {
      photo: {
        id: saved.id,
        url: `${prefix}${names.filename}`,
        thumb_url: `${prefix}${names.thumbFilename}`,
        is_private: isPrivate,
        is_main: saved.isMain,
      },
    }
  })
}
