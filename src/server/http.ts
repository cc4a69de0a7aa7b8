import type { FastifyReply, FastifyRequest } from 'fastify'
import type { TFunction } from 'i18next'
import type { z } from 'zod'
import type { Locale } from '../shared/i18n/languages.js'
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
  throw new AppError('validation_failed', { field })
}

export function errorBody(request: FastifyRequest, error: AppError): ErrorBody {
  const message = request.t
    ? request.t(error.messageKey, { ...error.options.params, field: error.options.field })
    : error.messageKey
  return {
    error: { code: error.code, message, ...(error.options.field ? { field: error.options.field } : {}) },
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  return reply.status(error.status).type('application/json; charset=utf-8').send(errorBody(request, error))
}

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/')
}
