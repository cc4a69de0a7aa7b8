import type { FastifyBaseLogger } from 'fastify'
import type { GeoLookup } from './adapters/geo.js'
import type { Mailer } from './adapters/mail.js'
import type { PaymentProvider } from './adapters/payments/provider.js'
import type { SmsSender } from './adapters/sms.js'
import type { PhotoStorage } from './adapters/storage.js'
import type { Config } from './config.js'
import type { Database } from './db/database.js'
import type { JobRegistry } from './jobs/registry.js'
import type { AccountService } from './modules/account/service.js'
import type { ChatService } from './modules/chat/service.js'
import type { DataExports } from './modules/data-exports/service.js'
import type { LikeService } from './modules/likes/service.js'
import type { MemberSearch } from './modules/members/search.js'
import type { MailQueueSender } from './modules/notifications/sender.js'
import type { Payments } from './modules/payments/service.js'
import type { PushService } from './modules/push/service.js'
import type { SignupDefence } from './modules/signup-defence/service.js'
import type { Site, SiteService } from './modules/sites/service.js'
import type { EventPublisher } from './realtime/events.js'
import type { SocketRegistry } from './realtime/registry.js'

/**
 * Everything a module may use besides its own files, built once per app by buildApp (src/server/app.ts) and
 * handed to every module's register(app, deps). Services live here when more than one module (or main.ts,
 * the renderer, the tests) needs the same instance.
 */
export interface AppDeps {
  config: Config
  db: Database
  log: FastifyBaseLogger
  geo: GeoLookup
  mailer: Mailer
  storage: PhotoStorage
  sms: SmsSender
  paymentProvider: PaymentProvider
  sites: SiteService
  /**
   * The site's own address for absolute links (no trailing slash), from its configured domain and
   * PUBLIC_URL: never from the request's Host or forwarding headers, which the client chooses.
   */
  siteUrl(site: Pick<Site, 'domain'>): string
  /** Services announce what happened here; sockets and web push follow (src/server/realtime). */
  events: EventPublisher
  accounts: AccountService
  /** Throwaway-mail domains, the sites' block lists and signups per address and hour. */
  signupDefence: SignupDefence
  /** Web push subscriptions and sending; the site settings tell its public key. */
  push: PushService
  /** Conversations and messages; the realtime dispatcher presents messages with chat/presenter.ts. */
  chat: ChatService
  /** Likes between members. */
  likes: LikeService
  /** Member search; blocking tells it when a member's results change. */
  memberSearch: MemberSearch
  /** Bundles, purchases and their provider webhooks; direct debits complete through it. */
  payments: Payments
  /** The sockets this process holds (tests and benchmarks count them). */
  realtime: SocketRegistry
  /** Sends the queued notification mails; main.ts starts it in each server process. */
  mailQueue: MailQueueSender
  /** The modules' scheduled jobs; main.ts starts them. */
  jobs: JobRegistry
  /** Members' exports of their own data; a request starts preparing at once, the job picks up the rest. */
  dataExports: DataExports
}
