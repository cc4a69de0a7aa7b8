import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PhotoStorage } from '#server/adapters/storage.js'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  type OwnPhotosResponse,
  ownPhotosResponse,
  type PhotoUpdateInput,
  photoDeleteInput,
  photoErrors,
  photoOrderInput,
  photoUpdateInput,
} from '#shared/api/photos.js'
import type { CurrentUser } from '../auth/current-user.js'
import { requireUser, userOf } from '../auth/policy.js'
import { lockMembers } from '../members/queries.js'
import { photoFiles } from './files.js'
import { presentOwnPhotos } from './presenter.js'
import {
  findOwnPhoto,
  listOwnPhotos,
  listRefusedPhotos,
  mainPhotoId,
  markPhotoDeleted,
  setPhotoPrivate,
  settleMainPhoto,
  writeOrder,
} from './queries.js'

async function ownPhotos(
  db: Database,
  request: FastifyRequest,
  user: CurrentUser,
): Promise<OwnPhotosResponse> {
  const [rows, refused, main] = await Promise.all([
    listOwnPhotos(db, user.id),
    listRefusedPhotos(db, user.id),
    mainPhotoId(db, user.id),
  ])
  return presentOwnPhotos({ rows, refused, mainId: main }, user, request.site)
}

/** Another member's photo, a deleted one and an unknown id all look the same: 404. */
const photoNotFound = () => new AppError('not_found', { field: 'id', messageKey: photoErrors.notFound })

async function updatePhoto(db: Database, userId: number, input: PhotoUpdateInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockMembers(trx, [userId])
    const photo = await findOwnPhoto(trx, userId, input.id)
    if (!photo) throw photoNotFound()
    const isPrivate = input.is_private ?? photo.is_private === 1
    if (input.is_main === true && isPrivate)
      throw new AppError('validation_failed', { field: 'is_main', messageKey: photoErrors.mainMustBePublic })
    if (input.is_main === true && photo.status === 'pending')
      throw new AppError('validation_failed', { field: 'is_main', messageKey: photoErrors.mainMustBeChecked })
    if (input.is_private !== undefined) await setPhotoPrivate(trx, photo.id, isPrivate)
    await settleMainPhoto(trx, userId, {
      prefer: input.is_main === true ? photo.id : undefined,
      avoid: input.is_main === false ? photo.id : undefined,
    })
  })
}

async function reorderPhotos(db: Database, userId: number, order: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockMembers(trx, [userId])
    const current = (await listOwnPhotos(trx, userId)).map((photo) => photo.id)
    const same = current.length === order.length && order.every((id) => current.includes(id))
    if (!same)
      throw new AppError('validation_failed', { field: 'order', messageKey: photoErrors.orderMismatch })
    await writeOrder(trx, userId, order)
  })
}

/** Marks the photo deleted, closes the gap in the order and finds a new main photo if needed. */
async function deletePhoto(db: Database, userId: number, photoId: number) {
  return db.transaction().execute(async (trx) => {
    await lockMembers(trx, [userId])
    const photo = await findOwnPhoto(trx, userId, photoId, true)
    if (!photo) throw photoNotFound()
    await markPhotoDeleted(trx, photo.id)
    const rest = await listOwnPhotos(trx, userId)
    await writeOrder(
      trx,
      userId,
      rest.map((row) => row.id),
    )
    await settleMainPhoto(trx, userId)
    return photo
  })
}

/** The image overview of /profile: list, make private or main, reorder, delete (uploads: upload.ts). */
export function photoManagementRoutes(app: FastifyInstance, db: Database, storage: PhotoStorage) {
  const api = typedRoutes(app)
  const tags = ['photos']
  const response = { 200: ownPhotosResponse }

  api.get(
    '/api/photos.php',
    {
      schema: { tags, summary: "The member's own photos", response },
      preValidation: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return ownPhotos(db, request, userOf(request))
    },
  )

  api.patch(
    '/api/photos.php',
    {
      schema: {
        tags,
        summary: 'Make a photo private, public or the main photo',
        body: photoUpdateInput,
        response,
      },
      preValidation: requireUser,
    },
    async (request) => {
      const user = userOf(request)
      await updatePhoto(db, user.id, request.body)
      return ownPhotos(db, request, user)
    },
  )

  api.put(
    '/api/photos.php',
    {
      schema: { tags, summary: 'Put the photos in a new order', body: photoOrderInput, response },
      preValidation: requireUser,
    },
    async (request) => {
      const user = userOf(request)
      await reorderPhotos(db, user.id, request.body.order)
      return ownPhotos(db, request, user)
    },
  )

  api.delete(
    '/api/photos.php',
    {
      schema: { tags, summary: 'Delete a photo', body: photoDeleteInput, response },
      preValidation: requireUser,
    },
    async (request) => {
      const user = userOf(request)
      const deleted = await deletePhoto(db, user.id, request.body.id)
      // The files go once the row says so: a failed removal leaves an unreachable file, never a broken photo.
      await Promise.all(photoFiles(deleted).map((file) => storage.remove(file)))
      return ownPhotos(db, request, user)
    },
  )
}
