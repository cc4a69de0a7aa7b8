import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  enableMailQuery,
  type NotificationSettingsResponse,
  notificationSettingsInput,
  type UnsubscribeResponse,
  unsubscribeInput,
  unsubscribeParams,
} from '../../../shared/api/notifications.js'
import type { AppDeps } from '../../deps.js'
import { AppError } from '../../errors.js'
import { parseInput } from '../../http.js'
import { requireUser } from '../auth/policy.js'
import { NotificationEvents } from './events.js'
import { parseMailReport } from './reports.js'
import { campaignsJob } from './scheduled/campaigns.js'
import { inactivityRemindersJob } from './scheduled/inactivity-reminders.js'
import { purgeFinishedMailsJob } from './scheduled/purge.js'
import { unreadRemindersJob } from './scheduled/unread-reminders.js'
import { weeklyUpdatesJob } from './scheduled/weekly-updates.js'
import {
  enableMail,
  notificationSettings,
  saveNotificationSettings,
  stopMail,
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

/** Notification settings, unsubscribe links and the mail server's bounce and complaint reports. */
export function register(app: FastifyInstance, deps: AppDeps) {
  const { db, config, events, jobs } = deps
  const { mailReportSecret } = config
  const notificationEvents = new NotificationEvents(db, config.mailBatchDelaySeconds * 1000)
  events.onPublish((event) => notificationEvents.handle(event))
  for (const job of scheduledJobs) jobs.add(job)
  app.get('/api/notifications.php', async (request, reply): Promise<NotificationSettingsResponse> => {
    const user = requireUser(request)
    reply.header('cache-control', 'private, no-store')
    return notificationSettings(db, user.id)
  })

  app.put('/api/notifications.php', async (request): Promise<NotificationSettingsResponse> => {
    const user = requireUser(request)
    return saveNotificationSettings(db, user.id, parseInput(notificationSettingsInput, request.body))
  })

  app.delete('/api/notifications.php', async (request): Promise<NotificationSettingsResponse> => {
    const user = requireUser(request)
    parseInput(enableMailQuery, request.query)
    return enableMail(db, user.id)
  })

  // Mail providers post the one-click unsubscribe (RFC 8058) as a form, without cookies: the signature in
  // the link is the proof. Form bodies are taken here only, so no other API call accepts a cross-site form.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    scope.post('/api/unsubscribe.php', async (request): Promise<UnsubscribeResponse> => {
      const form = await oneClickForm(request)
      if (!form) return unsubscribe(db, request.site, parseInput(unsubscribeInput, request.body))
      if (form['List-Unsubscribe'] !== 'One-Click') {
        throw new AppError('validation_failed', { field: 'List-Unsubscribe' })
      }
      const params = parseInput(unsubscribeParams, request.query)
      return unsubscribe(db, request.site, { ...params, all: true })
    })
  })

  // The operator's mail server pipes bounces (DSN) and spam complaints (ARF) here, with the shared secret.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: reportBytes }, (_request, body, done) =>
      done(null, String(body)),
    )
    scope.post('/api/mail-report.php', { bodyLimit: reportBytes }, async (request) => {
      if (!mailReportSecret) throw new AppError('not_found')
      if (!secretGiven(request, mailReportSecret)) throw new AppError('forbidden')
      const report = parseMailReport(typeof request.body === 'string' ? request.body : '')
      if (!report) throw new AppError('bad_request', { messageKey: 'notifications.errors.report_unreadable' })
      // The address bounced or complained whichever site's mail it was: every account on it stops.
      let handled = 0
      for (const recipient of report.recipients) {
        const members = await db
          .selectFrom('users')
          .select(['id', 'site_id', 'email'])
          .where('email', '=', recipient.email)
          .execute()
        for (const member of members) {
          await stopMail(db, {
            siteId: member.site_id,
            userId: member.id,
            email: member.email,
            reason: report.kind,
            detail: recipient.detail,
          })
          handled += 1
        }
      }
      return { handled }
    })
  })
}
