import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  resetPasswordSchema,
  signupSchema,
  tokenSchema,
} from '../../../shared/api/account.js'
import { suggestEmail } from '../../../shared/email.js'
import type { AppDeps } from '../../deps.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { loadSessionUser } from '../auth/current-user.js'
import { clearSessionCookie, setSessionCookie } from '../auth/hooks.js'
import { requireUser } from '../auth/policy.js'
import { presentUser } from '../auth/presenter.js'
import { eraseDeletedAccountsJob } from './erase-deleted-accounts.js'
import type { RequestFacts } from './service.js'

function facts(request: FastifyRequest, siteUrl: AppDeps['siteUrl']): RequestFacts {
  return {
    site: request.site,
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

export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, accounts, siteUrl } = deps
  const { rateLimitScale } = deps.config
  deps.jobs.add(eraseDeletedAccountsJob(deps.config.uploadsDir))
  // Per IP: calls that send mail are limited hardest.
  const strict = { rateLimit: { max: 10 * rateLimitScale, timeWindow: '10 minutes' } }
  const normal = { rateLimit: { max: 30 * rateLimitScale, timeWindow: '1 minute' } }
  const signupLimit = { rateLimit: { max: 20 * rateLimitScale, timeWindow: '10 minutes' } }

  app.post('/api/signup.php', { config: signupLimit }, async (request, reply) => {
    const schema = signupSchema(request.site.settings.min_age)
    let input: ReturnType<typeof schema.parse>
    try {
      input = parseInput(schema, request.body)
    } catch (error) {
      withEmailSuggestion(error, request.body)
    }
    const { sessionToken } = await accounts.signup(input, facts(request, siteUrl))
    setSessionCookie(request, reply, sessionToken)
    const user = await loadSessionUser(db, request.site.id, sessionToken)
    if (!user) throw new AppError('internal')
    return presentUser(db, request.site, user)
  })

  app.post('/api/activation-mail.php', { config: strict }, async (request) => {
    await accounts.resendActivation(requireUser(request), facts(request, siteUrl))
    return { ok: true }
  })

  app.post('/api/activate.php', { config: normal }, async (request) => {
    const { token } = parseInput(tokenSchema, request.body)
    await accounts.activate(token)
    return { ok: true }
  })

  app.post('/api/password-reset.php', { config: strict }, async (request) => {
    const { email } = parseInput(emailOnlySchema, request.body)
    await accounts.requestPasswordReset(email, facts(request, siteUrl))
    return { ok: true }
  })

  app.put('/api/password-reset.php', { config: normal }, async (request, reply) => {
    const { token, password } = parseInput(resetPasswordSchema, request.body)
    await accounts.resetPassword(token, password)
    clearSessionCookie(request, reply)
    return { ok: true }
  })

  app.put('/api/password.php', { config: normal }, async (request) => {
    const user = requireUser(request)
    const { old_password, password } = parseInput(changePasswordSchema, request.body)
    await accounts.changePassword(user, old_password, password)
    return { ok: true }
  })

  app.post('/api/email.php', { config: strict }, async (request) => {
    const user = requireUser(request)
    const { email, password } = parseInput(changeEmailSchema, request.body)
    await accounts.requestEmailChange(user, email, password, facts(request, siteUrl))
    return { ok: true }
  })

  app.put('/api/email.php', { config: normal }, async (request) => {
    const { token } = parseInput(tokenSchema, request.body)
    await accounts.confirmEmailChange(token)
    return { ok: true }
  })

  app.delete('/api/account.php', { config: normal }, async (request, reply) => {
    const user = requireUser(request)
    const input = parseInput(deleteAccountSchema, request.body)
    await accounts.deleteAccount(user, input, facts(request, siteUrl))
    clearSessionCookie(request, reply)
    return { ok: true }
  })

  app.post('/api/reactivation-mail.php', { config: strict }, async (request) => {
    const { email } = parseInput(emailOnlySchema, request.body)
    await accounts.resendReactivation(email, facts(request, siteUrl))
    return { ok: true }
  })

  app.post('/api/reactivate.php', { config: normal }, async (request, reply) => {
    const { token } = parseInput(tokenSchema, request.body)
    const { sessionToken } = await accounts.reactivate(token, facts(request, siteUrl))
    setSessionCookie(request, reply, sessionToken)
    const user = await loadSessionUser(db, request.site.id, sessionToken)
    if (!user) throw new AppError('internal')
    return presentUser(db, request.site, user)
  })
}
