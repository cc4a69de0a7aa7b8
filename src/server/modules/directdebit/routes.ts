import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type DirectDebitConfirmResponse,
  type DirectDebitResponse,
  directDebitConfirmInput,
  directDebitInput,
} from '../../../shared/api/payments.js'
import type { AppDeps } from '../../deps.js'
import { parseInput } from '../../http.js'
import { requireUser } from '../auth/policy.js'
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
  const directDebits = new DirectDebitService(db, sms, payments, events)
  deps.jobs.add(forgetUnconfirmedDebitsJob)

  app.post(
    '/api/directdebit.php',
    { config: memberLimit('directdebit', requestsPerHour * rateLimitScale, '1 hour') },
    async (request, reply): Promise<DirectDebitResponse> => {
      const user = requireUser(request)
      const input = parseInput(directDebitInput, request.body)
      reply.header('cache-control', 'no-store')
      return directDebits.request(request.site, user, input, request.t)
    },
  )

  app.post(
    '/api/directdebit-confirm.php',
    { config: memberLimit('directdebit-confirm', confirmsPerTenMinutes * rateLimitScale, '10 minutes') },
    async (request, reply): Promise<DirectDebitConfirmResponse> => {
      const user = requireUser(request)
      const input = parseInput(directDebitConfirmInput, request.body)
      reply.header('cache-control', 'no-store')
      return directDebits.confirm(request.site, user, input)
    },
  )
}
