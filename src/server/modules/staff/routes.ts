import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  enrolmentDoneResponse,
  enrolmentInput,
  enrolmentQuery,
  enrolmentResponse,
  staffHomeResponse,
  staffLoginInput,
  staffRoles,
  staffUserResponse,
} from '#shared/api/staff.js'
import { loadSessionUser } from '../auth/current-user.js'
import { setSessionCookie } from '../auth/hooks.js'
import { requireStaff, staffOf } from '../auth/policy.js'
import { endSession, sessionCookie, staffSession } from '../auth/sessions.js'
import { staffHome } from './home.js'
import { presentStaff } from './presenter.js'
import { StaffAccounts } from './service.js'

/** Replaces whatever session the browser had with the new staff session, and answers who logged in. */
async function startStaffSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  sessionToken: string,
) {
  const previous = request.cookies[sessionCookie]
  if (previous) await endSession(deps.db, previous)
  setSessionCookie(request, reply, sessionToken, staffSession.maxAgeMs)
  request.user = await loadSessionUser(deps.db, request.site.id, sessionToken)
  reply.header('cache-control', 'no-store')
  return { staff: await presentStaff(deps.db, staffOf(request)) }
}

function loginFacts(request: FastifyRequest) {
  return { siteId: request.site.id, ip: request.ip, userAgent: request.headers['user-agent'] }
}

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, events } = deps
  const accounts = new StaffAccounts(db, events)
  const api = typedRoutes(app)
  const tags = ['staff']
  const loginRateLimit = { rateLimit: { max: 30 * deps.config.rateLimitScale, timeWindow: '1 minute' } }

  api.post(
    '/api/staff/login.php',
    {
      schema: {
        tags,
        summary: 'Staff login',
        description:
          'Password and second factor together: a code from the authenticator app or a recovery code. ' +
          'Wrong passwords and wrong codes count toward the login block. Opens a staff session (12 hours, ' +
          'ended by 30 minutes without a request).',
        body: staffLoginInput,
        response: { 200: staffUserResponse },
      },
      config: loginRateLimit,
    },
    async (request, reply) => {
      const { sessionToken } = await accounts.login(request.body, loginFacts(request))
      return startStaffSession(deps, request, reply, sessionToken)
    },
  )

  api.get(
    '/api/staff/enrolment.php',
    {
      schema: {
        tags,
        summary: 'A staff enrolment link',
        description: 'What the authenticator app needs, from the single-use link `npm run staff` printed.',
        querystring: enrolmentQuery,
        response: { 200: enrolmentResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return accounts.enrolment(request.query.token, request.site.id)
    },
  )

  api.post(
    '/api/staff/enrolment.php',
    {
      schema: {
        tags,
        summary: 'Enrol: password and authenticator app',
        description: 'Uses the link, logs in and answers the recovery codes (shown this once).',
        body: enrolmentInput,
        response: { 200: enrolmentDoneResponse },
      },
      config: loginRateLimit,
    },
    async (request, reply) => {
      const done = await accounts.enrol(request.body, loginFacts(request))
      const { staff } = await startStaffSession(deps, request, reply, done.sessionToken)
      return { staff, recovery_codes: done.recoveryCodes }
    },
  )

  api.get(
    '/api/staff/me.php',
    {
      schema: { tags, summary: 'The logged-in staff member', response: { 200: staffUserResponse } },
      preValidation: requireStaff(...staffRoles),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { staff: await presentStaff(db, staffOf(request)) }
    },
  )

  api.get(
    '/api/staff/home.php',
    {
      schema: {
        tags,
        summary: "The back-office's first screen",
        description:
          "Today's and yesterday's figures and the open work of each site the staff member answers to.",
        response: { 200: staffHomeResponse },
      },
      preValidation: requireStaff('admin', 'support', 'moderator'),
    },
    async (request) => staffHome(db, staffOf(request)),
  )
}
