import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { parseInput } from '#server/http.js'
import { projectRoot } from '#server/paths.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  type PushSubscribeResponse,
  pageHiddenInput,
  pushQuery,
  pushSubscribeInput,
  pushSubscribeResponse,
  pushUnsubscribeInput,
} from '#shared/api/push.js'
import { requireUser, userOf } from '../auth/policy.js'
import type { PushService } from './service.js'

// Sent as it is (no build step): the same file in development, tests and production.
const workerSource = readFileSync(join(projectRoot, 'src/web/sw/sw-push.js'), 'utf8')

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
  const user = userOf(request)
  const { subscription } = parseInput(pushSubscribeInput, request.body)
  await push.subscribe(user, subscription)
  return { subscribed: true }
}

/**
 * DELETE /api/user.php is a push call only (?push=1): without the parameter there is no such route (404).
 * docs/product.md §7: calls to user.php carry X-Request-Type: client, which no form or link of another
 * website can add.
 */
async function requirePushCall(request: FastifyRequest): Promise<void> {
  if ((request.query as Record<string, unknown>).push === undefined) throw new AppError('not_found')
  if (request.headers['x-request-type'] !== 'client') throw new AppError('bad_request')
}

export function register(app: FastifyInstance, deps: AppDeps) {
  const { push } = deps
  deps.events.onPublish((event) => push.handle(event))
  const api = typedRoutes(app)
  const tags = ['push']

  api.delete(
    '/api/user.php',
    {
      schema: {
        tags,
        summary: "Remove this browser's push subscription",
        description: 'Needs `?push=1` and the header `X-Request-Type: client`.',
        querystring: pushQuery,
        body: pushUnsubscribeInput,
        response: { 200: pushSubscribeResponse },
      },
      preValidation: [requirePushCall, requireUser],
    },
    async (request) => {
      if (!(await push.unsubscribe(userOf(request), request.body.endpoint))) throw new AppError('not_found')
      return { subscribed: false }
    },
  )

  // docs/product.md §7: sent when the page goes into the background. A visitor's beacon is taken and
  // forgotten.
  api.post(
    '/api/page-hidden.php',
    {
      schema: {
        tags,
        summary: 'The page went into the background',
        description:
          'A beacon (navigator.sendBeacon): no body, `{}` as JSON or `{}` as text/plain. Answered 204 without ' +
          "a body; for a member the session's hidden_at is now, a visitor's beacon is taken and forgotten.",
        body: pageHiddenInput,
        response: { 204: z.undefined().describe('No content') },
      },
    },
    async (request, reply) => {
      if (request.user) await push.pageHidden(request.user)
      return reply.status(204).send()
    },
  )

  // At the root, so that its scope is the whole site; never cached, so a changed worker is installed.
  app.get('/sw-push.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(workerSource),
  )
}
