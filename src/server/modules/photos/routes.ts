import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { isPhotoFileName } from '#server/adapters/storage.js'
import type { Database } from '#server/db/database.js'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { typedRoutes } from '#server/typed-routes.js'
import type { CurrentUser } from '../auth/current-user.js'
import { answersTo, isStaffRole } from '../auth/policy.js'
import { maySeeChatPhoto } from '../chat/queries.js'
import { isBlurredName, serveBlurred } from './blur.js'
import { isCardName, photoOfCard, readCard } from './card.js'
import { photoManagementRoutes } from './manage.js'
import { findPhotoFile, findPhotoFileForStaff } from './queries.js'
import { photoUploadRoutes } from './upload.js'

const oneYearSeconds = 365 * 24 * 60 * 60

/** Any name is taken here and checked in the handler, so that a bad one is a 404 like an unknown one. */
const photoFileParams = z.object({ file: z.string() })

/** Private photos: their owner and premium members only (docs/product.md §1 and §6). */
export function maySeePrivatePhoto(viewer: CurrentUser | null, ownerId: number): boolean {
  return viewer !== null && (viewer.id === ownerId || viewer.paidUser)
}

/** Staff see every photo of the sites they answer to, from any of those sites' addresses. */
async function staffMaySee(db: Database, viewer: CurrentUser | null, file: string): Promise<boolean> {
  if (!viewer || !isStaffRole(viewer.role)) return false
  const photo = await findPhotoFileForStaff(db, file)
  return photo !== undefined && answersTo({ siteIds: viewer.staffSites }, photo.site_id)
}

/** A photo sent in a chat: only the two members of its conversation (and its sender) are served it. */
async function maySeeSentPhoto(
  db: Database,
  viewer: CurrentUser | null,
  photo: { id: number; user_id: number },
) {
  if (viewer === null) return false
  return viewer.id === photo.user_id || maySeeChatPhoto(db, photo.id, viewer.id)
}

/**
 * Photo files under the site's CDN prefix. Names are random (128 bits), so a URL cannot be guessed;
 * a private photo is answered only to those allowed to see it, and to everyone else exactly like a
 * photo that does not exist.
 */
function sendPhoto(reply: FastifyReply, data: Buffer | null, isPrivate: boolean) {
  if (!data) throw new AppError('not_found')
  reply
    .type('image/webp')
    .header(
      'cache-control',
      isPrivate ? 'private, max-age=3600' : `public, max-age=${oneYearSeconds}, immutable`,
    )
    .header('cross-origin-resource-policy', 'same-site')
  if (isPrivate) reply.header('vary', 'cookie')
  return reply.send(data)
}

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, storage } = deps
  typedRoutes(app).get(
    '/cdn/:file',
    {
      schema: {
        tags: ['photos'],
        summary: 'A photo file',
        description:
          'The WebP image itself, not JSON. A private photo is served only to its owner and premium members, ' +
          'a chat photo only to the two members of its conversation, a photo waiting for its check only to ' +
          'its owner, a refused one to nobody but staff; to anyone else, 404.',
        params: photoFileParams,
        response: {
          200: {
            description: 'The WebP image',
            content: { 'image/webp': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params
      if (!isPhotoFileName(file)) throw new AppError('not_found')
      if (isBlurredName(file)) return serveBlurred(db, storage, request.site.id, file, reply)
      // A card is shown to whoever may see the photo it was cut from.
      const source = isCardName(file) ? photoOfCard(file) : file
      const read = () => (isCardName(file) ? readCard(storage, file) : storage.read(file))
      if (await staffMaySee(db, request.user, source)) return sendPhoto(reply, await read(), true)
      const photo = await findPhotoFile(db, request.site.id, source)
      if (!photo) throw new AppError('not_found')
      // A photo waiting for its check is its owner's alone until then.
      const waiting = photo.status === 'pending'
      if (waiting && request.user?.id !== photo.user_id) throw new AppError('not_found')
      const isChat = photo.purpose === 'chat'
      if (isChat && !(await maySeeSentPhoto(db, request.user, photo))) throw new AppError('not_found')
      const isPrivate = photo.is_private === 1 || isChat || waiting
      if (photo.is_private === 1 && !maySeePrivatePhoto(request.user, photo.user_id))
        throw new AppError('not_found')
      return sendPhoto(reply, await read(), isPrivate)
    },
  )

  photoUploadRoutes(app, db, storage)
  photoManagementRoutes(app, db, storage)
}
