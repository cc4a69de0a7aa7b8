import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  accountErrors,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  isUnderMinimumAge,
  noInput,
  okResponse,
  resetPasswordSchema,
  type SignupInput,
  signupInput,
  tokenSchema,
} from '#shared/api/account.js'
import { userResponse } from '#shared/api/auth.js'
import { suggestEmail } from '#shared/email.js'
import { loadSessionUser } from '../auth/current-user.js'
import { clearSessionCookie, setSessionCookie } from '../auth/hooks.js'
import { requireUser, userOf } from '../auth/policy.js'
import { presentUser } from '../auth/presenter.js'
import { eraseDeletedAccountsJob } from './erase-deleted-accounts.js'
import type { RequestFacts } from './service.js'

function facts(request: FastifyRequest, siteUrl: AppDeps['siteUrl']): RequestFacts {
  return {
    site: request.site,
    address: request.ip,
    baseUrl: siteUrl(request.site),
    geoCountry: request.geoCountry,
    userAgent: request.headers['user-agent'],
    language: request.locale,
  }
}

/** An invalid address gets "did you mean …?" when it looks like a misspelt popular domain. */
function withEmailSuggestion(error: unknown, body: unknown): never {
  if (error instanceof AppError && error.options.field === 'email') {
    const typed = (body as { email?: unknown } | null)?.email
    const suggestion = typeof typed === 'string' ? suggestEmail(typed.trim().toLowerCase()) : null
    if (suggestion) error.options.details = { ...error.options.details, suggestion }
  }
  throw error
}

/**
 * The signup form's checks beyond its schema, run as a preHandler: the schema's error (kept on the request,
 * see attachValidation) with an e-mail suggestion, then the site's own minimum age, which the schema checks
 * only at the lowest minimum age of any site.
 */
async function checkSignupForm(request: FastifyRequest): Promise<void> {
  if (request.validationError) withEmailSuggestion(request.validationError, request.body)
  const minAge = request.site.settings.min_age
  if (isUnderMinimumAge((request.body as SignupInput).date_of_birth, minAge)) {
    throw new AppError('validation_failed', {
      field: 'date_of_birth',
      messageKey: accountErrors.minimumAge,
      params: { min_age: minAge },
    })
  }
}

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, accounts, siteUrl } = deps
  const { rateLimitScale } = deps.config
  deps.jobs.add(eraseDeletedAccountsJob(deps.storage))
  const api = typedRoutes(app)
  const tags = ['account']
  // Per IP: calls that send mail are limited hardest.
  const strict = { rateLimit: { max: 10 * rateLimitScale, timeWindow: '10 minutes' } }
  const normal = { rateLimit: { max: 30 * rateLimitScale, timeWindow: '1 minute' } }
  const signupLimit = { rateLimit: { max: 20 * rateLimitScale, timeWindow: '10 minutes' } }

  api.post(
    '/api/signup.php',
    {
      schema: {
        tags,
        summary: 'Sign up',
        description:
          "Creates the account and logs it in. The date of birth must meet the site's `min_age` (settings.php). " +
          'An invalid e-mail address may come with a `suggestion` for a misspelt domain.',
        body: signupInput,
        response: { 200: userResponse },
      },
      attachValidation: true,
      preHandler: checkSignupForm,
      config: signupLimit,
    },
    async (request, reply) => {
      const { sessionToken } = await accounts.signup(request.body, facts(request, siteUrl))
      setSessionCookie(request, reply, sessionToken)
      const user = await loadSessionUser(db, request.site.id, sessionToken)
      if (!user) throw new AppError('internal')
      return presentUser(db, request.site, user)
    },
  )

  api.post(
    '/api/activation-mail.php',
    {
      schema: {
        tags,
        summary: 'Mail a new activation link',
        body: noInput,
        response: { 200: okResponse },
      },
      preValidation: requireUser,
      config: strict,
    },
    async (request) => {
      await accounts.resendActivation(userOf(request), facts(request, siteUrl))
      return { ok: true as const }
    },
  )

  api.post(
    '/api/activate.php',
    {
      schema: {
        tags,
        summary: 'Activate the account with the mailed link',
        body: tokenSchema,
        response: { 200: okResponse },
      },
      config: normal,
    },
    async (request) => {
      await accounts.activate(request.body.token)
      return { ok: true as const }
    },
  )

  api.post(
    '/api/password-reset.php',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: emailOnlySchema,
        response: { 200: okResponse },
      },
      config: strict,
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email, facts(request, siteUrl))
      return { ok: true as const }
    },
  )

  api.put(
    '/api/password-reset.php',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed link',
        body: resetPasswordSchema,
        response: { 200: okResponse },
      },
      config: normal,
    },
    async (request, reply) => {
      const { token, password } = request.body
      await accounts.resetPassword(token, password)
      clearSessionCookie(request, reply)
      return { ok: true as const }
    },
  )

  api.put(
    '/api/password.php',
    {
      schema: {
        tags,
        summary: 'Change the password',
        body: changePasswordSchema,
        response: { 200: okResponse },
      },
      preValidation: requireUser,
      config: normal,
    },
    async (request) => {
      const { old_password, password } = request.body
      await accounts.changePassword(userOf(request), old_password, password)
      return { ok: true as const }
    },
  )

  api.post(
    '/api/email.php',
    {
      schema: {
        tags,
        summary: 'Ask to change the e-mail address',
        description: 'A confirmation link goes to the new address.',
        body: changeEmailSchema,
        response: { 200: okResponse },
      },
      preValidation: requireUser,
      config: strict,
    },
    async (request) => {
      const { email, password } = request.body
      await accounts.requestEmailChange(userOf(request), email, password, facts(request, siteUrl))
      return { ok: true as const }
    },
  )

  api.put(
    '/api/email.php',
    {
      schema: {
        tags,
        summary: 'Confirm the new e-mail address with the mailed link',
        body: tokenSchema,
        response: { 200: okResponse },
      },
      config: normal,
    },
    async (request) => {
      await accounts.confirmEmailChange(request.body.token)
      return { ok: true as const }
    },
  )

  api.delete(
    '/api/account.php',
    {
      schema: {
        tags,
        summary: 'Delete the account',
        description: 'The account can be reactivated through a mailed link until it is erased.',
        body: deleteAccountSchema,
        response: { 200: okResponse },
      },
      preValidation: requireUser,
      config: normal,
    },
    async (request, reply) => {
      await accounts.deleteAccount(userOf(request), request.body, facts(request, siteUrl))
      clearSessionCookie(request, reply)
      return { ok: true as const }
    },
  )

  api.post(
    '/api/reactivation-mail.php',
    {
      schema: {
        tags,
        summary: 'Mail a reactivation link to a deleted account',
        description: 'Answers ok for any address.',
        body: emailOnlySchema,
        response: { 200: okResponse },
      },
      config: strict,
    },
    async (request) => {
      await accounts.resendReactivation(request.body.email, facts(request, siteUrl))
      return { ok: true as const }
    },
  )

  api.post(
    '/api/reactivate.php',
    {
      schema: {
        tags,
        summary: 'Reactivate a deleted account with the mailed link',
        body: tokenSchema,
        response: { 200: userResponse },
      },
      config: normal,
    },
    async (request, reply) => {
      const { sessionToken } = await accounts.reactivate(request.body.token, facts(request, siteUrl))
      setSessionCookie(request, reply, sessionToken)
      const user = await loadSessionUser(db, request.site.id, sessionToken)
      if (!user) throw new AppError('internal')
      return presentUser(db, request.site, user)
    },
  )
}
