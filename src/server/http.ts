import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TFunction } from 'i18next'
import type { z } from 'zod'
import type { Locale } from '../shared/i18n/languages.js'
import type { Config } from './config.js'
import { AppError, type ErrorBody } from './errors.js'
import type { Site } from './modules/sites/service.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The site this request's host belongs to; set for every route that is not site-independent. */
    site: Site
    locale: Locale
    browserLocale: Locale | undefined
    geoCountry: string | null
    t: TFunction
  }
}

/** Parses request input with its schema; anything that does not fit is a 400 naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.map(String).join('.') || undefined
  // Our schemas give catalogue keys as messages; zod's own wording is replaced by the generic one.
  const messageKey = issue?.message.includes('.errors.') ? issue.message : undefined
  const params = issue && 'params' in issue ? (issue.params as Record<string, string | number>) : undefined
  throw new AppError('validation_failed', { field, messageKey, params })
}

export function errorBody(request: FastifyRequest, error: AppError): ErrorBody {
  const message = request.t
    ? request.t(error.messageKey, { ...error.options.params, field: error.options.field })
    : error.messageKey
  const field = error.options.field ? { field: error.options.field } : {}
  return { error: { ...error.options.details, code: error.code, message, ...field } }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return reply.status(error.status).type('application/json; charset=utf-8').send(errorBody(request, error))
}

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/')
}

/** A browser on this machine, talking to us directly: a request relayed by a local proxy does not count. */
export function fromThisMachine(request: FastifyRequest): boolean {
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined
  return !relayed && ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '')
}

/**
 * PUBLIC_URL is the public address of the site on that host, when a proxy hides it. One server runs
 * several sites: for a site on another domain it does not apply, and its own domain is used.
 */
export function publicUrlFor(site: Pick<Site, 'domain'>, publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined
  return new URL(publicUrl).hostname === site.domain.toLowerCase() ? publicUrl : undefined
}

const localHosts = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$|\.(localhost|test)$/

/**
 * A site's address for every absolute link the server writes (mails, payment redirects and webhooks, page
 * metadata): PUBLIC_URL when it names this site, plain HTTP on this server's port for a site on a local
 * name, else HTTPS on the site's domain. Never the request's Host or X-Forwarded-Host: those are the
 * client's to choose, and a reset link mailed to a member must not lead to a host an attacker picked.
 */
export function siteBaseUrl(site: Pick<Site, 'domain'>, config: Pick<Config, 'publicUrl' | 'port'>): string {
  const publicUrl = publicUrlFor(site, config.publicUrl)
  if (publicUrl) return publicUrl
  if (localHosts.test(site.domain)) return `http://${site.domain}:${config.port}`
  return `https://${site.domain}`
}
