import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  autoLikeResponse,
  likeInput,
  likeResponse,
  likeSeenInput,
  likeSeenResponse,
  likesQuery,
  likesResponse,
  swipeResponse,
  unlikeInput,
} from '#shared/api/likes.js'
import { isCrossSite } from '../auth/hooks.js'
import { requireUser, userOf } from '../auth/policy.js'

/**
 * auto-like.php changes state on a GET (docs/product.md §7). A Lax session cookie goes along with a top-level
 * navigation from another website, so the call is taken only from the site's own scripts: a same-origin
 * fetch (Sec-Fetch-Site) or one carrying X-Request-Type: client, which no cross-site link or form can set.
 */
async function requireOwnScript(request: FastifyRequest): Promise<void> {
  if (isCrossSite(request)) throw new AppError('cross_site_request')
  if (request.headers['sec-fetch-site'] === 'same-origin') return
  if (request.headers['x-request-type'] === 'client') return
  throw new AppError('cross_site_request')
}

export function register(app: FastifyInstance, deps: AppDeps) {
  const { likes } = deps
  const api = typedRoutes(app)
  const tags = ['likes']

  api.post(
    '/api/like.php',
    {
      schema: { tags, summary: 'Like a member', body: likeInput, response: { 200: likeResponse } },
      preValidation: requireUser,
    },
    async (request) => {
      const { member, source } = request.body
      return likes.like(request.site, userOf(request), member, source)
    },
  )

  api.delete(
    '/api/like.php',
    {
      schema: { tags, summary: 'Take back a like', body: unlikeInput, response: { 200: likeResponse } },
      preValidation: requireUser,
    },
    async (request) => likes.unlike(userOf(request), request.body.member),
  )

  api.get(
    '/api/likes.php',
    {
      schema: {
        tags,
        summary: 'Likes received, given and mutual',
        querystring: likesQuery,
        response: { 200: likesResponse },
      },
      preValidation: requireUser,
    },
    async (request) => likes.list(request.site, userOf(request)),
  )

  api.put(
    '/api/like-seen.php',
    {
      schema: {
        tags,
        summary: 'Mark a received like as seen',
        body: likeSeenInput,
        response: { 200: likeSeenResponse },
      },
      preValidation: requireUser,
    },
    async (request) => {
      await likes.markSeen(userOf(request), request.body.member)
      return { seen: true as const }
    },
  )

  api.get(
    '/api/auto-like.php',
    {
      schema: {
        tags,
        summary: 'The profile for the match modal',
        querystring: likesQuery,
        response: { 200: autoLikeResponse },
      },
      preValidation: [requireUser, requireOwnScript],
    },
    async (request) => likes.autoLike(request.site, userOf(request)),
  )

  api.get(
    '/api/swipe.php',
    {
      schema: {
        tags,
        summary: 'The next cards of the swipe game',
        querystring: likesQuery,
        response: { 200: swipeResponse },
      },
      preValidation: requireUser,
    },
    async (request) => likes.swipe(request.site, userOf(request)),
  )
}
