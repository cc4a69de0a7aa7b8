import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { typedRoutes } from '#server/typed-routes.js'
import { languageSchema, loginSchema, okResponse } from '#shared/api/account.js'
import { loginResponse, userResponse } from '#shared/api/auth.js'
import { subscribeToPush } from '../push/routes.js'
import type { PushService } from '../push/service.js'
import { loadSessionUser } from './current-user.js'
import { clearSessionCookie, isCrossSite, registerAuth, setSessionCookie } from './hooks.js'
import { requireUser, userOf } from './policy.js'
import { presentUser } from './presenter.js'
import { login } from './service.js'
import { endSession, sessionCookie } from './sessions.js'

/**
 * docs/product.md §7: the client marks its calls to user.php; a form on another website cannot add the
 * header.
 */
async function requireClientHeader(request: FastifyRequest): Promise<void> {
  if (request.headers['x-request-type'] !== 'client') throw new AppError('bad_request')
}

/** docs/product.md §7 keeps logout a GET; it is refused when another website triggers it (an image, a link). */
async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (isCrossSite(request)) throw new AppError('cross_site_request')
}

/** docs/product.md §7 puts the push subscription on the login's path, told apart by ?push=1. */
function isPushCall(request: FastifyRequest): boolean {
  return (request.query as Record<string, unknown>).push !== undefined
}

/**
 * A push call on the login's path is answered here, before the login's body schema is applied: the push
 * module checks its own query, session and body, in that order.
 */
function answerPushCall(push: PushService) {
  return async function pushSubscription(request: FastifyRequest, reply: FastifyReply) {
    if (!isPushCall(request)) return
    reply.send(await subscribeToPush(push, request))
    return reply
  }
}

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, accounts, push, events } = deps
  const { rateLimitScale } = deps.config
  registerAuth(app, db)
  const api = typedRoutes(app)
  const tags = ['auth']

  api.post(
    '/api/user.php',
    {
      schema: {
        tags,
        summary: 'Log in',
        description:
          'Logs in and answers the user. With `?push=1` the body is `{ subscription }` instead (a ' +
          "browser's PushSubscription, for the logged-in member) and the answer `{ subscribed: true }`.",
        body: loginSchema,
        response: { 200: loginResponse },
      },
      preValidation: [requireClientHeader, answerPushCall(push)],
      config: {
        rateLimit: {
          max: 30 * rateLimitScale,
          timeWindow: '1 minute',
          // Members' browsers renewing their push subscription are no login attempts (many members may
          // share one address); push/service.ts bounds what a member can store instead.
          allowList: (request) => isPushCall(request),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body
      const { sessionToken } = await login(db, email, password, {
        siteId: request.site.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      })
      const previous = request.cookies[sessionCookie]
      if (previous) await endSession(db, previous)
      setSessionCookie(request, reply, sessionToken)
      request.user = await loadSessionUser(db, request.site.id, sessionToken)
      return presentUser(db, request.site, userOf(request))
    },
  )

  api.get(
    '/api/user.php',
    {
      schema: { tags, summary: 'The logged-in member', response: { 200: userResponse } },
      preValidation: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return presentUser(db, request.site, userOf(request))
    },
  )

  api.put(
    '/api/user.php',
    {
      schema: {
        tags,
        summary: "Change the member's language",
        body: languageSchema,
        response: { 200: userResponse },
      },
      preValidation: [requireClientHeader, requireUser],
    },
    async (request) => {
      const user = userOf(request)
      const { language } = request.body
      await accounts.setLanguage(user, language)
      return presentUser(db, request.site, { ...user, language })
    },
  )

  api.get(
    '/api/logout.php',
    {
      schema: { tags, summary: 'Log out', response: { 200: okResponse } },
      preValidation: refuseCrossSite,
    },
    async (request, reply) => {
      const token = request.cookies[sessionCookie]
      if (token) await endSession(db, token)
      if (request.user) events.publish({ type: 'sessions.ended', userId: request.user.id })
      clearSessionCookie(request, reply)
      reply.header('cache-control', 'no-store')
      return { ok: true as const }
    },
  )
}
