import cookie from '@fastify/cookie'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify'
import { sql } from 'kysely'
import { photoUpload } from '#shared/api/photos.js'
import {
  defaultLocale,
  localeCookie,
  localeFromAcceptLanguage,
  resolveLocale,
} from '#shared/i18n/languages.js'
import { createGeoLookup, type GeoLookup } from './adapters/geo.js'
import { createOutboxMailer, createSmtpMailer, type Mailer } from './adapters/mail.js'
import { createPaymentProvider, type PaymentProvider } from './adapters/payments/provider.js'
import { createWebPushSender, type PushSender } from './adapters/push.js'
import { createOutboxSms, type SmsSender } from './adapters/sms.js'
import type { PhotoStorage } from './adapters/storage.js'
import { createExportFiles, createStorage, exportsFolder } from './adapters/stores.js'
import { registerCompression } from './compression.js'
import type { Config } from './config.js'
import type { Database } from './db/database.js'
import type { AppDeps } from './deps.js'
import { AppError, type ErrorCode } from './errors.js'
import { isApiPath, sendError, siteBaseUrl } from './http.js'
import { translatorFor } from './i18n.js'
import { JobRegistry } from './jobs/registry.js'
import { type AppMetrics, registerMetrics } from './metrics.js'
import * as account from './modules/account/routes.js'
import { AccountService } from './modules/account/service.js'
import * as audit from './modules/audit/routes.js'
import * as auth from './modules/auth/routes.js'
import * as blocks from './modules/blocks/routes.js'
import * as chat from './modules/chat/routes.js'
import { ChatService } from './modules/chat/service.js'
import * as complaints from './modules/complaints/routes.js'
import * as complaintsDesk from './modules/complaints-desk/routes.js'
import * as dataExports from './modules/data-exports/routes.js'
import { DataExports } from './modules/data-exports/service.js'
import * as directDebit from './modules/directdebit/routes.js'
import * as discounts from './modules/discounts/routes.js'
import * as discountsDesk from './modules/discounts-desk/routes.js'
import * as infoPages from './modules/info-pages/routes.js'
import * as invoices from './modules/invoices/routes.js'
import * as landers from './modules/landers/routes.js'
import * as likes from './modules/likes/routes.js'
import { LikeService } from './modules/likes/service.js'
import * as location from './modules/location/routes.js'
import * as matchFinder from './modules/match-finder/routes.js'
import * as members from './modules/members/routes.js'
import { MemberSearch } from './modules/members/search.js'
import * as messageReview from './modules/message-review/routes.js'
import * as moderation from './modules/moderation/routes.js'
import { NotificationMailer } from './modules/notifications/mailer.js'
import * as notifications from './modules/notifications/routes.js'
import { MailQueueSender } from './modules/notifications/sender.js'
import * as outbox from './modules/outbox/routes.js'
import * as payments from './modules/payments/routes.js'
import { createPayments } from './modules/payments/service.js'
import * as paymentsDesk from './modules/payments-desk/routes.js'
import * as photos from './modules/photos/routes.js'
import * as profile from './modules/profile/routes.js'
import * as push from './modules/push/routes.js'
import { PushService } from './modules/push/service.js'
import * as revenue from './modules/revenue/routes.js'
import * as signupDefence from './modules/signup-defence/routes.js'
import { SignupDefence } from './modules/signup-defence/service.js'
import * as sites from './modules/sites/routes.js'
import { SiteService } from './modules/sites/service.js'
import * as staff from './modules/staff/routes.js'
import * as staffConsole from './modules/staff-console/routes.js'
import * as staffFictional from './modules/staff-fictional/routes.js'
import * as staffMembers from './modules/staff-members/routes.js'
import * as staffSites from './modules/staff-sites/routes.js'
import * as traffic from './modules/traffic/routes.js'
import * as warnings from './modules/warnings/routes.js'
import { registerOpenApi } from './openapi.js'
import { rateLimitOptions } from './rateLimitStore.js'
import { registerReadiness } from './readiness.js'
import { createLocalBus, type EventBus, EventPublisher } from './realtime/events.js'
import { SocketRegistry } from './realtime/registry.js'
import * as realtime from './realtime/socket.js'
import { contentSecurityPolicy } from './render/csp.js'
import { pageRequestOf, takeOverVisitor } from './render/pageRequests.js'
import { type PageRenderer, pageRoutes } from './render/routes.js'
import { serializerCompiler, validatorCompiler } from './typed-routes.js'

/** What buildApp is given: the adapters a caller may replace, each with its default when absent. */
export interface AppOptions {
  config: Config
  db: Database
  geo?: GeoLookup
  mailer?: Mailer
  storage?: PhotoStorage
  /** Server-side rendering of pages, made from the app's deps; absent in API-only tests. */
  renderer?: (deps: AppDeps) => PageRenderer
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
  if (url === '/healthz' || url === '/readyz' || url === '/metrics') return true
  return url.startsWith('/assets/') || url.startsWith('/locales/')
}

/**
 * The modules after auth (which buildApp registers with the request hooks), in the order they register:
 * event handlers run in that order too (web push before notification mails).
 */
const modules: ReadonlyArray<{ register(app: FastifyInstance, deps: AppDeps): void }> = [
  sites,
  account,
  profile,
  members,
  blocks,
  likes,
  photos,
  chat,
  outbox,
  infoPages,
  landers,
  matchFinder,
  location,
  push,
  notifications,
  payments,
  invoices,
  discounts,
  complaints,
  complaintsDesk,
  paymentsDesk,
  revenue,
  discountsDesk,
  warnings,
  directDebit,
  staff,
  staffMembers,
  staffConsole,
  staffSites,
  signupDefence,
  moderation,
  messageReview,
  dataExports,
  staffFictional,
  traffic,
  audit,
  realtime,
]

export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; deps: AppDeps; metrics: AppMetrics }> {
  const { config, db } = options
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  })
  const bus = options.bus ?? createLocalBus()
  if (!options.bus) app.addHook('onClose', () => bus.close())
  const payments = options.payments ?? (await createPaymentProvider(db, config))
  const deps = createDeps(options, payments, bus, app.log)
  const renderer = options.renderer?.(deps)
  // First: its timing hook reaches only the routes of plugins registered after it.
  const metrics = registerMetrics(app, deps)

  await app.register(cookie)
  await realtime.registerWebsocket(app)
  // One fixed policy for every answer; pages replace it with their own nonce (render/csp.ts).
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config.viteDevOrigin) },
    crossOriginEmbedderPolicy: false,
  })
  // Limits are set per route (login, signup, mailed links); the rest of the API is not limited here. Every
  // process counts in one place when there are several (rateLimitStore.ts).
  await app.register(rateLimit, await rateLimitOptions(app, deps))
  await app.register(multipart, { limits: { fileSize: photoUpload.maxBytes, files: 1, fields: 4, parts: 5 } })
  // Before any route: the plugin adds its hook to each route as it is registered.
  await registerCompression(app)

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler(config.env === 'test', app.log))
  await registerOpenApi(app)

  app.decorateRequest('site')
  app.decorateRequest('locale', defaultLocale)
  app.decorateRequest('browserLocale')
  app.decorateRequest('geoCountry', null)
  app.decorateRequest('t')

  app.addHook('onRequest', async (request) => {
    const page = pageRequestOf(request)
    if (page) {
      takeOverVisitor(request, page)
      return
    }
    request.browserLocale = localeFromAcceptLanguage(request.headers['accept-language'])
    // Until a site says otherwise (an unknown host, a path no site owns), errors speak the browser's language.
    request.t = translatorFor(request.browserLocale ?? defaultLocale)
    if (isSiteIndependent(request.url)) return
    const site = await deps.sites.findByHost(request.headers.host)
    if (!site) throw new AppError('unknown_site')
    request.site = site
    request.locale = resolveLocale(request.cookies[localeCookie], site.domainLanguage)
    request.t = translatorFor(request.locale)
    request.geoCountry = deps.geo.country(request.ip)
  })
  // Before every other module: its hook finds the session once the site is known.
  auth.register(app, deps)
  app.addHook('onSend', async (request, reply) => keepFromCaches(request.url, reply))

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError = toAppError(error)
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed')
    if (!isApiPath(request.url) && renderer && request.site && request.method === 'GET') {
      return renderer.renderError(request, reply, appError.status)
    }
    return sendError(request, reply, appError)
  })

  app.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError('not_found')))

  app.get('/healthz', async (_request, reply) => {
    await sql`select 1`.execute(db)
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })
  registerReadiness(app, db, deps.storage)
  metrics.registerRoute()

  for (const module of modules) module.register(app, deps)
  if (renderer) await pageRoutes(app, renderer, config, deps.db)
  return { app, deps, metrics }
}

/** The shared services and adapters, built once per app; absent adapters get their defaults. */
function createDeps(
  options: AppOptions,
  paymentProvider: PaymentProvider,
  bus: EventBus,
  log: FastifyBaseLogger,
): AppDeps {
  const { config, db } = options
  const mailer =
    options.mailer ??
    (config.smtpUrl ? createSmtpMailer(config.smtpUrl) : createOutboxMailer(config.outboxDir))
  const events = new EventPublisher(bus, log)
  const siteService = new SiteService(db)
  const defence = new SignupDefence(db, siteService, config.rateLimitScale)
  const storage = options.storage ?? createStorage(config, log)
  return {
    config,
    db,
    log,
    geo: options.geo ?? createGeoLookup(config.geoipFallbackCountry),
    mailer,
    storage,
    sms: options.sms ?? createOutboxSms(config.outboxDir),
    paymentProvider,
    sites: siteService,
    siteUrl: (site) => siteBaseUrl(site, config),
    events,
    signupDefence: defence,
    accounts: new AccountService(db, mailer, events, defence),
    push: new PushService(db, options.push ?? createWebPushSender(), siteService, log),
    chat: new ChatService(db, events),
    likes: new LikeService(db, events),
    memberSearch: new MemberSearch(db),
    payments: createPayments(db, paymentProvider, events, log),
    realtime: new SocketRegistry(),
    mailQueue: new MailQueueSender(db, new NotificationMailer(db, mailer, siteService, config), log),
    jobs: new JobRegistry(),
    dataExports: new DataExports({
      db,
      storage,
      mailer,
      sites: siteService,
      siteUrl: (site) => siteBaseUrl(site, config),
      files: createExportFiles(config, log),
      folder: exportsFolder(config),
      log,
    }),
  }
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
