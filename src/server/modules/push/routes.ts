import { readFileSync } from 'node:fs'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type PushSubscribeResponse,
  pushQuery,
  pushSubscribeInput,
  pushUnsubscribeInput,
} from '../../../shared/api/push.js'
import type { AppDeps } from '../../deps.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { requireUser } from '../auth/policy.js'
import type { PushService } from './service.js'

// Sent as it is (no build step): the same file in development, tests and production.
const workerSource = readFileSync(new URL('../../../web/sw/sw-push.js', import.meta.url), 'utf8')

/**
 * POST /api/user.php?push=1 (docs/product.md §7), called from the login route, which owns POST /api/user.php:
 * the member's browser registers its push subscription. The same browser subscribing again (or for another
 * member who logged in on it) replaces the stored one.
 */
export async function subscribeToPush(
  push: PushService,
  request: FastifyRequest,
): Promise<PushSubscribeResponse> {
  parseInput(pushQuery, request.query)
  const user = requireUser(request)
  const { subscription } = parseInput(pushSubscribeInput, request.body)
  await push.subscribe(user, subscription)
  return { subscribed: true }
}

/** The beacon sends no body, `{}` as text/plain (navigator.sendBeacon) or an empty JSON object. */
function requireEmptyBeacon(body: unknown): void {
  if (body === undefined || body === null) return
  const text = typeof body === 'string' ? body.trim() : null
  if (text === '' || text === '{}') return
  if (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) return
  throw new AppError('validation_failed')
}

export function register(app: FastifyInstance, deps: AppDeps) {
  const { push } = deps
  deps.events.onPublish((event) => push.handle(event))
  app.delete('/api/user.php', async (request): Promise<PushSubscribeResponse> => {
    if ((request.query as Record<string, unknown>).push === undefined) throw new AppError('not_found')
    // docs/product.md §7: calls to user.php carry this header, which no form or link of another website can
    // add.
    if (request.headers['x-request-type'] !== 'client') throw new AppError('bad_request')
    parseInput(pushQuery, request.query)
    const user = requireUser(request)
    const { endpoint } = parseInput(pushUnsubscribeInput, request.body)
    if (!(await push.unsubscribe(user, endpoint))) throw new AppError('not_found')
    return { subscribed: false }
  })

  // docs/product.md §7: sent when the page goes into the background. A visitor's beacon is taken and
  // forgotten.
  app.post('/api/page-hidden.php', async (request, reply) => {
    requireEmptyBeacon(request.body)
    if (request.user) await push.pageHidden(request.user)
    return reply.status(204).send()
  })

  // At the root, so that its scope is the whole site; never cached, so a changed worker is installed.
  app.get('/sw-push.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(workerSource),
  )
}
