import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type ChatDeleteResponse,
  type ChatReadResponse,
  type ChatResponse,
  type ChatsResponse,
  chatDeleteInput,
  chatPhotoFields,
  chatQuery,
  chatReadInput,
  chatsQuery,
  type GiftsResponse,
  type SendMessageResponse,
  type StaffInboxResponse,
  type StaffReplyResponse,
  sendMessageInput,
  staffInboxQuery,
  staffReplyInput,
} from '../../../shared/api/chat.js'
import { photoErrors } from '../../../shared/api/photos.js'
import type { AppDeps } from '../../deps.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { clientDir } from '../../render/assets.js'
import { requireUser } from '../auth/policy.js'
import { processPhoto, sniffImage } from '../photos/pipeline.js'
import { requireStaff } from './policy.js'
import { purgeChatPhotosJob } from './purge-chat-photos.js'

/** Sends per member and minute: far above anyone typing, low enough to stop a script flooding members. */
export const sendsPerMinute = 60

function sendLimit(rateLimitScale: number) {
  return {
    rateLimit: {
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `chat-send:${request.user.id}` : `chat-send-ip:${request.ip}`,
      max: sendsPerMinute * rateLimitScale,
    },
  }
}

/**
 * The multipart body of chat-photo.php: the `member` field and one `photo` file, in any order. Nothing
 * else is taken.
 */
async function readChatPhoto(request: FastifyRequest) {
  const fields: Record<string, string> = {}
  let data: Buffer | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value)
      } else if (part.fieldname === 'photo' && data === undefined) {
        data = await part.toBuffer()
      } else {
        throw new AppError('validation_failed', { field: part.fieldname })
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('payload_too_large', { field: 'photo', messageKey: photoErrors.tooLarge })
    throw new AppError('validation_failed', { field: 'photo', messageKey: photoErrors.missing })
  }
  const { member } = parseInput(chatPhotoFields, fields)
  if (!data || data.length === 0)
    throw new AppError('validation_failed', { field: 'photo', messageKey: photoErrors.missing })
  return { member, data }
}

/** Gift images ship with the web app (src/web/public/gifts, built into dist/client/gifts). */
const giftFolders = [resolve(clientDir, 'gifts'), resolve('src/web/public/gifts')]
const giftFile = /^[a-z0-9_-]{1,64}\.svg$/

async function readGiftImage(file: string): Promise<Buffer | null> {
  for (const folder of giftFolders) {
    const data = await readFile(resolve(folder, file)).catch(() => null)
    if (data) return data
  }
  return null
}

export function register(app: FastifyInstance, deps: AppDeps) {
  const { storage, chat } = deps
  const { rateLimitScale } = deps.config
  deps.jobs.add(purgeChatPhotosJob(deps.config.uploadsDir))

  app.get('/api/chats.php', async (request, reply): Promise<ChatsResponse> => {
    const user = requireUser(request)
    parseInput(chatsQuery, request.query)
    reply.header('cache-control', 'private, no-store')
    return chat.chats(request.site, user)
  })

  app.get('/api/chat.php', async (request, reply): Promise<ChatResponse> => {
    const user = requireUser(request)
    const query = parseInput(chatQuery, request.query)
    reply.header('cache-control', 'private, no-store')
    return chat.chat(request.site, user, query, { t: request.t, geoCountry: request.geoCountry })
  })

  app.put('/api/chat-read.php', async (request): Promise<ChatReadResponse> => {
    const user = requireUser(request)
    return chat.read(request.site, user, parseInput(chatReadInput, request.body))
  })

  app.delete('/api/chat.php', async (request): Promise<ChatDeleteResponse> => {
    const user = requireUser(request)
    const { conversation } = parseInput(chatDeleteInput, request.body)
    return chat.remove(request.site, user, conversation)
  })

  app.post(
    '/api/message.php',
    { config: sendLimit(rateLimitScale) },
    async (request): Promise<SendMessageResponse> => {
      const user = requireUser(request)
      const input = parseInput(sendMessageInput, request.body)
      const outgoing = await chat.outgoing(request.site, input)
      return chat.send(request.site, user, input.member, outgoing, request.t)
    },
  )

  app.post(
    '/api/chat-photo.php',
    { config: sendLimit(rateLimitScale) },
    async (request): Promise<SendMessageResponse> => {
      const user = requireUser(request)
      const { member, data } = await readChatPhoto(request)
      // Refused sends are answered before the photo is processed or stored.
      await chat.precheck(request.site, user, member, request.site.settings.photo_credits)
      const kind = sniffImage(data.subarray(0, 16))
      if (!kind)
        throw new AppError('unsupported_media_type', {
          field: 'photo',
          messageKey: photoErrors.unsupportedType,
        })
      const processed = await processPhoto(data, kind).catch(() => {
        throw new AppError('validation_failed', { field: 'photo', messageKey: photoErrors.unreadable })
      })
      const base = randomBytes(16).toString('hex')
      const photo = {
        filename: `${base}.webp`,
        thumbFilename: `${base}-thumb.webp`,
        width: processed.width,
        height: processed.height,
      }
      await storage.write(photo.filename, processed.main)
      await storage.write(photo.thumbFilename, processed.thumb)
      return chat
        .send(request.site, user, member, { kind: 'photo', photo }, request.t)
        .catch(async (error) => {
          await Promise.all([storage.remove(photo.filename), storage.remove(photo.thumbFilename)])
          throw error
        })
    },
  )

  app.get('/api/gifts.php', async (request, reply): Promise<GiftsResponse> => {
    requireUser(request)
    parseInput(chatsQuery, request.query)
    reply.header('cache-control', 'private, max-age=300')
    return chat.gifts(request.site, request.t)
  })

  app.get<{ Params: { file: string } }>('/gifts/:file', async (request, reply) => {
    const { file } = request.params
    if (!giftFile.test(file)) throw new AppError('not_found')
    const data = await readGiftImage(file)
    if (!data) throw new AppError('not_found')
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(data)
  })

  app.get('/api/staff/inbox.php', async (request, reply): Promise<StaffInboxResponse> => {
    const user = requireUser(request)
    requireStaff(user)
    const { before } = parseInput(staffInboxQuery, request.query)
    reply.header('cache-control', 'private, no-store')
    return chat.staffInbox(request.site, user, before, request.t)
  })

  app.post(
    '/api/staff/reply.php',
    { config: sendLimit(rateLimitScale) },
    async (request): Promise<StaffReplyResponse> => {
      const user = requireUser(request)
      requireStaff(user)
      return chat.staffReply(request.site, user, parseInput(staffReplyInput, request.body), request.t)
    },
  )
}
