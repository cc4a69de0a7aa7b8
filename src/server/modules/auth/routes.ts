import type { FastifyInstance, FastifyRequest } from 'fastify'
import { languageSchema, loginSchema } from '../../../shared/api/account.js'
import type { AppDeps } from '../../deps.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { subscribeToPush } from '../push/routes.js'
import { loadSessionUser } from './current-user.js'
import { clearSessionCookie, isCrossSite, registerAuth, setSessionCookie } from './hooks.js'
import { requireUser } from './policy.js'
import { presentUser } from './presenter.js'
import { login } from './service.js'
import { endSession, sessionCookie } from './sessions.js'

/**
 * docs/product.md §7: the client marks its calls to user.php; a form on another website cannot add the
 * header.
 */
function requireClientHeader(request: FastifyRequest) {
  if (request.headers['x-request-type'] !== 'client') throw new AppError('bad_request')
}

/** docs/product.md §7 puts the push subscription on the login's path, told apart by ?push=1. */
function isPushCall(request: FastifyRequest): boolean {
  return (request.query as Record<string, unknown>).push !== undefined
}

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, accounts, push, events } = deps
  const { rateLimitScale } = deps.config
  registerAuth(app, db)
  app.post(
    '/api/user.php',
    {
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
      requireClientHeader(request)
      if (isPushCall(request)) return subscribeToPush(push, request)
      const { email, password } = parseInput(loginSchema, request.body)
      const { sessionToken } = await login(db, email, password, {
        siteId: request.site.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      })
      const previous = request.cookies[sessionCookie]
      if (previous) await endSession(db, previous)
      setSessionCookie(request, reply, sessionToken)
      request.user = await loadSessionUser(db, request.site.id, sessionToken)
      return presentUser(db, request.site, requireUser(request))
    },
  )

  app.get('/api/user.php', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return presentUser(db, request.site, requireUser(request))
  })

  app.put('/api/user.php', async (request) => {
    requireClientHeader(request)
    const user = requireUser(request)
    const { language } = parseInput(languageSchema, request.body)
    await accounts.setLanguage(user, language)
    return presentUser(db, request.site, { ...user, language })
  })

  // docs/product.md §7 keeps logout a GET; it is refused when another website triggers it (an image, a link).
  app.get('/api/logout.php', async (request, reply) => {
    if (isCrossSite(request)) throw new AppError('cross_site_request')
    const token = request.cookies[sessionCookie]
    if (token) await endSession(db, token)
    if (request.user) events.publish({ type: 'sessions.ended', userId: request.user.id })
    clearSessionCookie(request, reply)
    reply.header('cache-control', 'no-store')
    return { ok: true }
  })
}
