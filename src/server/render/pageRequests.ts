import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

/** Names the page request an in-process API call is made for, while the call runs (api.ts). */
export const pageRequestHeader = 'x-amora-page-request'
const pageRequests = new Map<string, FastifyRequest>()

/**
 * Lends the page request to the API calls its render makes: `run` gets the key to send in
 * `pageRequestHeader`, a random one that names the request only until `run` is done.
 */
export async function lendPageRequest<T>(
  request: FastifyRequest,
  run: (key: string) => Promise<T>,
): Promise<T> {
  const key = randomBytes(16).toString('base64url')
  pageRequests.set(key, request)
  try {
    return await run(key)
  } finally {
    pageRequests.delete(key)
  }
}

/**
 * The page request an in-process API call was made for, whose site, language, country and member the call
 * takes over (takeOverVisitor) instead of finding them again from the same headers; undefined for every
 * other request, whatever it sends in the header.
 */
export function pageRequestOf(request: FastifyRequest): FastifyRequest | undefined {
  const key = request.headers[pageRequestHeader]
  return typeof key === 'string' ? pageRequests.get(key) : undefined
}

/** The call's visitor is the page's: found once per page, with its session, not once per call. */
export function takeOverVisitor(request: FastifyRequest, page: FastifyRequest): void {
  request.site = page.site
  request.locale = page.locale
  request.t = page.t
  request.browserLocale = page.browserLocale
  request.geoCountry = page.geoCountry
  request.user = page.user
}
