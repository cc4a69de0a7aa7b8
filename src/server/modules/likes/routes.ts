import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type AutoLikeResponse,
  type LikeResponse,
  type LikesResponse,
  likeInput,
  likeSeenInput,
  likesQuery,
  type SwipeResponse,
  unlikeInput,
} from '../../../shared/api/likes.js'
import type { AppDeps } from '../../deps.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { isCrossSite } from '../auth/hooks.js'
import { requireUser } from '../auth/policy.js'

/**
 * auto-like.php changes state on a GET (docs/product.md §7). A Lax session cookie goes along with a top-level
 * navigation from another website, so the call is taken only from the site's own scripts: a same-origin
 * fetch (Sec-Fetch-Site) or one carrying X-Request-Type: client, which no cross-site link or form can set.
 */
function requireOwnScript(request: FastifyRequest): void {
  if (isCrossSite(request)) throw new AppError('cross_site_request')
  if (request.headers['sec-fetch-site'] === 'same-origin') return
  if (request.headers['x-request-type'] === 'client') return
  throw new AppError('cross_site_request')
}

export function register(app: FastifyInstance, deps: AppDeps) {
  const { likes } = deps

  app.post('/api/like.php', async (request): Promise<LikeResponse> => {
    const user = requireUser(request)
    const { member, source } = parseInput(likeInput, request.body)
    return likes.like(request.site, user, member, source)
  })

  app.delete('/api/like.php', async (request): Promise<LikeResponse> => {
    const user = requireUser(request)
    const { member } = parseInput(unlikeInput, request.body)
    return likes.unlike(user, member)
  })

  app.get('/api/likes.php', async (request, reply): Promise<LikesResponse> => {
    const user = requireUser(request)
    parseInput(likesQuery, request.query)
    reply.header('cache-control', 'private, no-store')
    return likes.list(request.site, user)
  })

  app.put('/api/like-seen.php', async (request): Promise<{ seen: true }> => {
    const user = requireUser(request)
    const { member } = parseInput(likeSeenInput, request.body)
    await likes.markSeen(user, member)
    return { seen: true }
  })

  app.get('/api/auto-like.php', async (request, reply): Promise<AutoLikeResponse> => {
    const user = requireUser(request)
    requireOwnScript(request)
    parseInput(likesQuery, request.query)
    reply.header('cache-control', 'private, no-store')
    return likes.autoLike(request.site, user)
  })

  app.get('/api/swipe.php', async (request, reply): Promise<SwipeResponse> => {
    const user = requireUser(request)
    parseInput(likesQuery, request.query)
    reply.header('cache-control', 'private, no-store')
    return likes.swipe(request.site, user)
  })
}
