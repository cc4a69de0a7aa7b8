import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '#server/db/database.js'
import type { AppDeps } from '#server/deps.js'
import { AppError } from '#server/errors.js'
import { parseInput } from '#server/http.js'
import { typedRoutes } from '#server/typed-routes.js'
import {
  enableMailBody,
  enableMailQuery,
  mailReportBody,
  mailReportResponse,
  notificationSettingsInput,
  notificationSettingsResponse,
  unsubscribeInput,
  unsubscribeParams,
  unsubscribeResponse,
} from '#shared/api/notifications.js'
import { requireUser, userOf } from '../auth/policy.js'
import { NotificationEvents } from './events.js'
import { parseMailReport } from './reports.js'
import { campaignsJob } from './scheduled/campaigns.js'
import { inactivityRemindersJob } from './scheduled/inactivity-reminders.js'
import { purgeFinishedMailsJob } from './scheduled/purge.js'
import { unreadRemindersJob } from './scheduled/unread-reminders.js'
import { weeklyUpdatesJob } from './scheduled/weekly-updates.js'
import {
  applyMailReport,
  enableMail,
  notificationSettings,
  saveNotificationSettings,
  unsubscribe,
} from './service.js'

const scheduledJobs = [
  unreadRemindersJob,
  weeklyUpdatesJob,
  inactivityRemindersJob,
  campaignsJob,
  purgeFinishedMailsJob,
]

const reportBytes = 1024 * 1024

function secretGiven(request: FastifyRequest, secret: string): boolean {
  const header = request.headers.authorization ?? ''
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '')
  const expected = Buffer.from(secret)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * A policy for the mail server's reports: the route exists only when MAIL_REPORT_SECRET is set (404), and
 * the post must carry that secret (403), before anything of the report is read.
 */
function requireReportSecret(secret: string | undefined) {
  return async function reportSecret(request: FastifyRequest): Promise<void> {
    if (!secret) throw new AppError('not_found')
    if (!secretGiven(request, secret)) throw new AppError('forbidden')
  }
}

/**
 * The fields of a one-click unsubscribe (RFC 8058), which mail providers post as multipart/form-data (as
 * the RFC advises) or urlencoded; null for the JSON of the /unsubscribe page.
 */
async function oneClickForm(request: FastifyRequest): Promise<Record<string, string> | null> {
  if (request.isMultipart()) {
    const fields: Record<string, string> = {}
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value)
      else part.file.resume()
    }
    return fields
  }
  const urlencoded = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
  return urlencoded ? ((request.body as Record<string, string> | undefined) ?? {}) : null
}

/**
 * A one-click unsubscribe (a form body, the link's parameters in the query) is answered here, before the
 * route's body schema, which is the /unsubscribe page's JSON, is applied. A multipart body is a stream that
 * only this hook reads.
 */
function answerOneClick(db: Database) {
  return async function oneClickUnsubscribe(request: FastifyRequest, reply: FastifyReply) {
    const form = await oneClickForm(request)
    if (!form) return
    if (form['List-Unsubscribe'] !== 'One-Click') {
      throw new AppError('validation_failed', { field: 'List-Unsubscribe' })
    }
    const params = parseInput(unsubscribeParams, request.query)
    reply.send(await unsubscribe(db, request.site, { ...params, all: true }))
    return reply
  }
}

/** Notification settings, unsubscribe links and the mail server's bounce and complaint reports. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, config, events, jobs } = deps
  const { mailReportSecret } = config
  const notificationEvents = new NotificationEvents(db, config.mailBatchDelaySeconds * 1000)
  events.onPublish((event) => notificationEvents.handle(event))
  for (const job of scheduledJobs) jobs.add(job)
  const api = typedRoutes(app)
  const tags = ['notifications']

  api.get(
    '/api/notifications.php',
    {
      schema: {
        tags,
        summary: 'My notification settings',
        response: { 200: notificationSettingsResponse },
      },
      preValidation: requireUser,
    },
    async (request) => notificationSettings(db, userOf(request).id),
  )

  api.put(
    '/api/notifications.php',
    {
      schema: {
        tags,
        summary: 'Change notification settings',
        description: "Changes the named types' channels; types and channels left out keep their value.",
        body: notificationSettingsInput,
        response: { 200: notificationSettingsResponse },
      },
      preValidation: requireUser,
    },
    async (request) => saveNotificationSettings(db, userOf(request).id, request.body),
  )

  api.delete(
    '/api/notifications.php',
    {
      schema: {
        tags,
        summary: 'Mail me again',
        description:
          'After a bounce, spam complaint or list-unsubscribe stopped mail: clears why it stopped.',
        querystring: enableMailQuery,
        body: enableMailBody,
        response: { 200: notificationSettingsResponse },
      },
      preValidation: requireUser,
    },
    async (request) => enableMail(db, userOf(request).id),
  )

  // Mail providers post the one-click unsubscribe (RFC 8058) as a form, without cookies: the signature in
  // the link is the proof. Form bodies are taken here only, so no other API call accepts a cross-site form.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    typedRoutes(scope).post(
      '/api/unsubscribe.php',
      {
        schema: {
          tags,
          summary: 'Unsubscribe through a signed mail link',
          description:
            'The /unsubscribe page posts `{u, t, s, all?}` as JSON: type t is turned off, or all notification ' +
            'mail with `all`. The RFC 8058 one-click request of mail providers posts to ' +
            '`?u=..&t=..&s=..` with the form body `List-Unsubscribe=One-Click` (application/x-www-form-' +
            'urlencoded or multipart/form-data) and stops all notification mail. No session is needed.',
          body: unsubscribeInput,
          response: { 200: unsubscribeResponse },
        },
        preValidation: answerOneClick(db),
      },
      async (request) => unsubscribe(db, request.site, request.body),
    )
  })

  // The operator's mail server pipes bounces (DSN) and spam complaints (ARF) here, with the shared secret.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: reportBytes }, (_request, body, done) =>
      done(null, String(body)),
    )
    typedRoutes(scope).post(
      '/api/mail-report.php',
      {
        schema: {
          tags,
          summary: 'A bounce or spam complaint from the mail server',
          description:
            'The raw report as the mail server received it (DSN, RFC 3464, or ARF, RFC 5965; any content type, ' +
            'up to 1 MB), with `Authorization: Bearer <MAIL_REPORT_SECRET>`. Every account on a named address ' +
            'stops getting mail. Without MAIL_REPORT_SECRET the route answers 404.',
          consumes: ['*/*'],
          body: mailReportBody,
          response: { 200: mailReportResponse },
        },
        preValidation: requireReportSecret(mailReportSecret),
        bodyLimit: reportBytes,
      },
      async (request) => {
        const report = parseMailReport(request.body)
        if (!report)
          throw new AppError('bad_request', { messageKey: 'notifications.errors.report_unreadable' })
        return { handled: await applyMailReport(db, report) }
      },
    )
  })
}
