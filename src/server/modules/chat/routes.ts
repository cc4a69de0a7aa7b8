import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { parseInput } from '#server/http.js'
import { clientDir } from '#server/render/assets.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  chatDeleteInput,
  chatDeleteResponse,
  chatPhotoFields,
  chatQuery,
  chatReadInput,
  chatReadResponse,
  chatResponse,
  chatsQuery,
  chatsResponse,
  giftFileParams,
  giftsResponse,
  sendMessageInput,
  sendMessageResponse,
} from '#shared/api/chat.js'
import { requireUser, userOf } from '../auth/policy.js'
import { readPhotoForm, recordStoredPhoto, storePhoto } from '../photos/intake.js'
import { purgeChatPhotosJob } from './purge-chat-photos.js'

/** Sends per member and minute: far above anyone typing, low enough to stop a script flooding members. */
export const sendsPerMinute = 60

/**
 * Counted after the route's policy and before its input is checked, so that refused sends count too (a
 * visitor without a session is refused by the policy first).
 */
function sendLimit(rateLimitScale: number) {
  return {
    rateLimit: {
      timeWindow: '1 minute',
      hook: 'preValidation' as const,
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `chat-send:${request.user.id}` : `chat-send-ip:${request.ip}`,
      max: sendsPerMinute * rateLimitScale,
    },
  }
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
  deps.jobs.add(purgeChatPhotosJob(deps.storage))
  const api = typedRoutes(app)
  const tags = ['chat']

  api.get(
    '/api/chats.php',
    {
      schema: {
        tags,
        summary: "The viewer's conversations and badge totals",
        querystring: chatsQuery,
        response: { 200: chatsResponse },
      },
      preValidation: requireUser,
    },
    async (request) => chat.chats(request.site, userOf(request)),
  )

  api.get(
    '/api/chat.php',
    {
      schema: {
        tags,
        summary: 'One conversation: a page of its messages and what the viewer may do',
        querystring: chatQuery,
        response: { 200: chatResponse },
      },
      preValidation: requireUser,
    },
    async (request) => {
      return chat.chat(request.site, userOf(request), request.query, {
        t: request.t,
        geoCountry: request.geoCountry,
      })
    },
  )

  api.put(
    '/api/chat-read.php',
    {
      schema: {
        tags,
        summary: 'Mark a conversation read up to a message',
        body: chatReadInput,
        response: { 200: chatReadResponse },
      },
      preValidation: requireUser,
    },
    async (request) => chat.read(request.site, userOf(request), request.body),
  )

  api.delete(
    '/api/chat.php',
    {
      schema: {
        tags,
        summary: "Remove a conversation from the viewer's list",
        body: chatDeleteInput,
        response: { 200: chatDeleteResponse },
      },
      preValidation: requireUser,
    },
    async (request) => chat.remove(request.site, userOf(request), request.body.conversation),
  )

  api.post(
    '/api/message.php',
    {
      schema: {
        tags,
        summary: 'Send a text or a gift to a member',
        body: sendMessageInput,
        response: { 200: sendMessageResponse },
      },
      preValidation: requireUser,
      config: sendLimit(rateLimitScale),
    },
    async (request) => {
      const input = request.body
      const outgoing = await chat.outgoing(request.site, input)
      return chat.send(request.site, userOf(request), input.member, outgoing, request.t)
    },
  )

  api.post(
    '/api/chat-photo.php',
    {
      schema: {
        tags,
        summary: 'Send a photo to a member',
        description:
          'multipart/form-data with a `member` field (the member id) and one `photo` file (JPEG, PNG, WebP ' +
          'or HEIC, within the photo size limit), in any order; nothing else is taken.',
        consumes: ['multipart/form-data'],
        response: { 200: sendMessageResponse },
      },
      preValidation: requireUser,
      config: sendLimit(rateLimitScale),
    },
    async (request) => {
      const user = userOf(request)
      const form = await readPhotoForm(request, ['member'])
      const { member } = parseInput(chatPhotoFields, form.fields)
      // Refused sends are answered before the photo is processed or stored.
      await chat.precheck(request.site, user, member, request.site.settings.photo_credits)
      const photo = await storePhoto(storage, form.data)
      return recordStoredPhoto(storage, photo, () =>
        chat.send(request.site, user, member, { kind: 'photo', photo }, request.t),
      )
    },
  )

  api.get(
    '/api/gifts.php',
    {
      schema: {
        tags,
        summary: "The gift catalogue, in the viewer's language",
        querystring: chatsQuery,
        response: { 200: giftsResponse },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=300')
      return chat.gifts(request.site, request.t)
    },
  )

  // A file of the web app, not part of the API.
  api.get('/gifts/:file', { schema: { hide: true, params: giftFileParams } }, async (request, reply) => {
    const { file } = request.params
    if (!giftFile.test(file)) throw new AppError('not_found')
    const data = await readGiftImage(file)
    if (!data) throw new AppError('not_found')
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(data)
  })
}
