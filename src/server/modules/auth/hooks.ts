import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '#server/db/database.js'
import { AppError } from '#server/errors.js'
import { pageRequestOf } from '#server/render/pageRequests.js'
import { type CurrentUser, loadSessionUser } from './current-user.js'
import { sessionCookie, sessionMaxAgeMs } from './sessions.js'

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses state-changing calls sent by another website: browsers say where a request comes from in
 * Sec-Fetch-Site (or at least Origin). Clients that send neither are not browsers and carry no
 * visitor's cookies by accident.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site']
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = request.headers.origin
  if (typeof origin !== 'string') return false
  try {
    return new URL(origin).host !== request.host
  } catch {
    return true
  }
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs = sessionMaxAgeMs,
) {
  reply.setCookie(sessionCookie, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: maxAgeMs / 1000,
  })
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookie, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  })
}

/**
 * Every request of a site learns who is logged in. Requests from other websites that change state are
 * refused whatever their path: a page's form (such as the test checkout's) is as much at stake as the API.
 */
export function registerAuth(app: FastifyInstance, db: Database) {
  app.decorateRequest('user', null)
  app.addHook('onRequest', async (request) => {
    if (unsafeMethods.has(request.method) && isCrossSite(request)) throw new AppError('cross_site_request')
    // A page's own API call has its member already (render/pageRequests.ts).
    if (!request.site || pageRequestOf(request)) return
    const token = request.cookies[sessionCookie]
    if (token) request.user = await loadSessionUser(db, request.site.id, token)
  })
}
