import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  directDebitConfirmInput,
  directDebitConfirmResponse,
  directDebitInput,
  directDebitResponse,
} from '#shared/api/payments.js'
import { requireUser, userOf } from '../auth/policy.js'
import { forgetUnconfirmedDebitsJob } from './forget-unconfirmed-debits.js'
import { DirectDebitService } from './service.js'

/**
 * Per member: requests send an SMS each (they cost money and can annoy the number's owner), so few an
 * hour; confirmations are also held by the 5 tries of each code, so more may come.
 */
const requestsPerHour = 6
const confirmsPerTenMinutes = 20

function memberLimit(name: string, max: number, timeWindow: string) {
  return {
    rateLimit: {
      timeWindow,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `${name}:${request.user.id}` : `${name}-ip:${request.ip}`,
      max,
    },
  }
}

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, sms, payments, events } = deps
  const { rateLimitScale } = deps.config
  const directDebits = new DirectDebitService(db, sms, payments.reconciliation, events)
  deps.jobs.add(forgetUnconfirmedDebitsJob)
  const api = typedRoutes(app)
  const tags = ['directdebit']

  api.post(
    '/api/directdebit.php',
    {
      schema: {
        tags,
        summary: 'Ask for a direct debit of a bundle',
        description:
          'Stores the request and sends a 6-digit code by SMS to the phone number; confirm it next.',
        body: directDebitInput,
        response: { 200: directDebitResponse },
      },
      preValidation: requireUser,
      config: memberLimit('directdebit', requestsPerHour * rateLimitScale, '1 hour'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return directDebits.request(request.site, userOf(request), request.body, request.t)
    },
  )

  api.post(
    '/api/directdebit-confirm.php',
    {
      schema: {
        tags,
        summary: 'Confirm a direct debit with its SMS code',
        body: directDebitConfirmInput,
        response: { 200: directDebitConfirmResponse },
      },
      preValidation: requireUser,
      config: memberLimit('directdebit-confirm', confirmsPerTenMinutes * rateLimitScale, '10 minutes'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return directDebits.confirm(request.site, userOf(request), request.body)
    },
  )
}
