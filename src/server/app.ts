import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify'
import { sql } from 'kysely'
import { photoUpload } from '../shared/api/photos.js'
import {
  defaultLocale,
  localeCookie,
  localeFromAcceptLanguage,
  resolveLocale,
} from '../shared/i18n/languages.js'
import { createGeoLookup, type GeoLookup } from './adapters/geo.js'
import { createOutboxMailer, createSmtpMailer, type Mailer } from './adapters/mail.js'
import { createPaymentProvider, type PaymentProvider } from './adapters/payments.js'
import { createWebPushSender, type PushSender } from './adapters/push.js'
import { createOutboxSms, type SmsSender } from './adapters/sms.js'
import { createLocalStorage, type PhotoStorage } from './adapters/storage.js'
import type { Config } from './config.js'
import type { Database } from './db/database.js'
import { AppError, type ErrorCode } from './errors.js'
import { isApiPath, sendError, siteBaseUrl } from './http.js'
import { translatorFor } from './i18n.js'
import { accountRoutes } from './modules/account/routes.js'
import { AccountService } from './modules/account/service.js'
import { registerAuth } from './modules/auth/hooks.js'
import { authRoutes } from './modules/auth/routes.js'
import { blockRoutes } from './modules/blocks/routes.js'
import { chatRoutes } from './modules/chat/routes.js'
import { complaintRoutes } from './modules/complaints/routes.js'
import { directDebitRoutes } from './modules/directdebit/routes.js'
import { discountRoutes } from './modules/discounts/routes.js'
import { infoPageRoutes } from './modules/info-pages/routes.js'
import { landerRoutes } from './modules/landers/routes.js'
import { likeRoutes } from './modules/likes/routes.js'
import { locationRoutes } from './modules/location/routes.js'
import { matchFinderRoutes } from './modules/match-finder/routes.js'
import { memberRoutes } from './modules/members/routes.js'
import { NotificationEvents } from './modules/notifications/events.js'
import { NotificationMailer } from './modules/notifications/mailer.js'
import { notificationRoutes } from './modules/notifications/routes.js'
import { MailQueueSender } from './modules/notifications/sender.js'
import { outboxRoutes } from './modules/outbox/routes.js'
import { paymentRoutes } from './modules/payments/routes.js'
import { photoManagementRoutes } from './modules/photos/manage.js'
import { photoRoutes } from './modules/photos/routes.js'
import { photoUploadRoutes } from './modules/photos/upload.js'
import { profileRoutes } from './modules/profile/routes.js'
import { pushRoutes } from './modules/push/routes.js'
import { PushService } from './modules/push/service.js'
import { siteRoutes } from './modules/sites/routes.js'
import { type Site, SiteService } from './modules/sites/service.js'
import { createLocalBus, type EventBus, EventPublisher } from './realtime/events.js'
import { realtimeRoutes, registerWebsocket } from './realtime/socket.js'
import { contentSecurityPolicy } from './render/csp.js'
import { type PageRenderer, pageRoutes } from './render/routes.js'

export interface AppDependencies {
  config: Config
  db: Database
  geo?: GeoLookup
  mailer?: Mailer
  storage?: PhotoStorage
  /** Server-side rendering of pages; absent in API-only tests. */
  renderer?: PageRenderer
  /** Takes realtime events to every server process; an in-process bus when absent. */
  bus?: EventBus
  /** Delivers web pushes; web-push over HTTPS when absent. */
  push?: PushSender
  /** Sends text messages (direct debit codes); the outbox folder when absent. */
  sms?: SmsSender
  /** Takes payments; the one PAYMENT_PROVIDER names when absent. */
  payments?: PaymentProvider
}

const bodyLimitBytes = 64 * 1024

/** Paths that answer the same for every host: they need no site. */
function isSiteIndependent(url: string): boolean {
  return (
    url === '/healthz' || url.startsWith('/assets/') || url.startsWith('/locales/') || url === '/favicon.svg'
  )
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, db } = deps
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  })
  const sites = new SiteService(db)
  app.decorate('sites', sites)
  app.decorate('siteUrl', (site: Pick<Site, 'domain'>) => siteBaseUrl(site, config))
  const geo = deps.geo ?? createGeoLookup(config.geoipFallbackCountry)
  const mailer =
    deps.mailer ?? (config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createOutboxMailer(config.outboxDir))
  const bus = deps.bus ?? createLocalBus()
  const events = new EventPublisher(bus, app.log)
  app.decorate('events', events)
  if (!deps.bus) app.addHook('onClose', () => bus.close())
  const accounts = new AccountService(db, mailer, events)
  const push = new PushService(db, deps.push ?? createWebPushSender(), sites, app.log)
  app.decorate('push', push)
  events.onPublish((event) => push.handle(event))
  const notificationEvents = new NotificationEvents(db, config.mailBatchDelaySeconds * 1000)
  events.onPublish((event) => notificationEvents.handle(event))
  // Started by main.ts in every server process (tests run it themselves).
  app.decorate(
    'mailQueue',
    new MailQueueSender(db, new NotificationMailer(db, mailer, sites, config), app.log),
  )

  await app.register(cookie)
  await registerWebsocket(app)
  // One fixed policy for every answer; pages replace it with their own nonce (render/csp.ts).
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config.viteDevOrigin) },
    crossOriginEmbedderPolicy: false,
  })
  // Limits are set per route (login, signup, mailed links); the rest of the API is not limited here.
  await app.register(rateLimit, { global: false })
  await app.register(multipart, { limits: { fileSize: photoUpload.maxBytes, files: 1, fields: 4, parts: 5 } })

  app.decorateRequest('site')
  app.decorateRequest('locale', defaultLocale)
  app.decorateRequest('browserLocale')
  app.decorateRequest('geoCountry', null)
  app.decorateRequest('t')

  app.addHook('onRequest', async (request) => {
    request.t = translatorFor(defaultLocale)
    request.browserLocale = localeFromAcceptLanguage(request.headers['accept-language'])
    if (isSiteIndependent(request.url)) return
    const site = await sites.findByHost(request.headers.host)
    if (!site) throw new AppError('unknown_site')
    request.site = site
    request.locale = resolveLocale(request.cookies[localeCookie], site.domainLanguage)
    request.t = translatorFor(request.locale)
    request.geoCountry = geo.country(request.ip)
  })
  registerAuth(app, db)
  app.addHook('onSend', async (request, reply) => keepFromCaches(request.url, reply))

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError = toAppError(error)
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed')
    if (!isApiPath(request.url) && deps.renderer && request.site && request.method === 'GET') {
      return deps.renderer.renderError(request, reply, appError.status)
    }
    return sendError(request, reply, appError)
  })

  app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError('not_found')))

  app.get('/healthz', async (_request, reply) => {
    await sql`select 1`.execute(db)
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })

  siteRoutes(app, sites)
  authRoutes(app, db, accounts, config.rateLimitScale)
  accountRoutes(app, db, accounts, config.rateLimitScale)
  profileRoutes(app, db)
  memberRoutes(app, db, config.rateLimitScale)
  blockRoutes(app, db)
  likeRoutes(app, db)
  const storage = deps.storage ?? createLocalStorage(config.uploadsDir)
  photoRoutes(app, db, storage)
  photoUploadRoutes(app, db, storage)
  photoManagementRoutes(app, db, storage)
  chatRoutes(app, db, storage, config.rateLimitScale)
  if (!config.smtpUrl) outboxRoutes(app, config.outboxDir)
  infoPageRoutes(app)
  landerRoutes(app, db)
  matchFinderRoutes(app, db)
  locationRoutes(app, db, config.rateLimitScale)
  pushRoutes(app, push)
  notificationRoutes(app, db, config.mailReportSecret)
  paymentRoutes(app, db, deps.payments ?? createPaymentProvider(db, config), {
    testCheckoutForEveryone: config.testCheckoutForEveryone,
  })
  discountRoutes(app, db, config.rateLimitScale)
  complaintRoutes(app, db, mailer, config.rateLimitScale)
  const sms = deps.sms ?? createOutboxSms(config.outboxDir)
  directDebitRoutes(app, db, sms, () => app.payments, config.rateLimitScale)
  realtimeRoutes(app, db)
  if (deps.renderer) await pageRoutes(app, deps.renderer, config)
  return app
}

/**
 * API answers depend on the session, so no cache may keep them (a shared one would hand a member's answer to
 * the next visitor) unless the route says how they may be kept. Errors are never kept, whatever the route
 * had set before it failed: a refusal or a missing photo is a statement about the one who asked.
 */
function keepFromCaches(url: string, reply: FastifyReply): void {
  if (reply.statusCode >= 400) {
    reply.header('cache-control', 'no-store')
    return
  }
  if (isApiPath(url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
}

/** JSON lines for log collectors; readable lines while developing. */
function loggerOptions(config: Config) {
  if (config.logLevel === 'silent') return false
  if (config.env !== 'development' || !process.stdout.isTTY) return { level: config.logLevel }
  return { level: config.logLevel, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
}

/** A hop count trusts that many proxies in front of us; the others pass through as they are. */
function trustProxyOption(value: Config['trustProxy']) {
  if (typeof value !== 'number') return value
  return (_address: string, hop: number) => hop < value
}

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
}

/** Every failure becomes a catalogue error; unknown ones are internal and their details stay in the log. */
function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error
  const mapped = error.code ? fastifyCodes[error.code] : undefined
  if (mapped) return new AppError(mapped)
  if (error instanceof SyntaxError) return new AppError('invalid_json')
  const status = error.statusCode ?? 500
  if (status === 404) return new AppError('not_found')
  if (status === 413) return new AppError('payload_too_large')
  if (status === 415) return new AppError('unsupported_media_type')
  if (status === 429) return new AppError('rate_limited')
  if (status >= 400 && status < 500) return new AppError('bad_request')
  return new AppError('internal')
}

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteService
    /**
     * The site's own address for absolute links (no trailing slash), from its configured domain and
     * PUBLIC_URL: never from the request's Host or forwarding headers, which the client chooses.
     */
    siteUrl(site: Pick<Site, 'domain'>): string
    /** Services announce what happened here; sockets and web push follow (src/server/realtime). */
    events: EventPublisher
    /** Web push subscriptions and sending; the site settings tell its public key. */
    push: PushService
    /** Sends the queued notification mails; start() in each server process. */
    mailQueue: MailQueueSender
  }
}
