import type { FastifyRequest } from 'fastify'
import { ApiError } from '#web/entry-server.js'
import { lendPageRequest, pageRequestHeader } from './pageRequests.js'

interface ErrorPayload {
  error?: { code?: string; message?: string; field?: string; [detail: string]: unknown }
}

function readJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return null
  }
}

// Who the visitor is and what they speak: the headers an API answer depends on.
const forwardedHeaders = ['host', 'cookie', 'accept-language', 'user-agent'] as const

/**
 * A GET of the site's API for a page's first paint, as the visitor of `request` and without a network
 * hop: the route runs with the visitor's session, language and address, so the page shows exactly what
 * the browser would have fetched (access rules, presenters and error messages included). The call takes
 * the visitor over from the page request (pageRequests.ts) rather than looking the session up again.
 */
export function pageApi(request: FastifyRequest) {
  return async <T>(path: string): Promise<T> => {
    if (!path.startsWith('/api/')) throw new Error(`not an API path: ${path}`)
    const headers: Record<string, string> = { accept: 'application/json' }
    for (const name of forwardedHeaders) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const response = await lendPageRequest(request, (key) =>
      request.server.inject({
        method: 'GET',
        url: path,
        headers: { ...headers, [pageRequestHeader]: key },
        remoteAddress: request.ip,
      }),
    )
    const payload = readJson(response.body) as T & ErrorPayload
    if (response.statusCode < 400) return payload
    const { code = 'internal', message = '', field, ...details } = payload?.error ?? {}
    throw new ApiError(response.statusCode, code, message, field, details)
  }
}
