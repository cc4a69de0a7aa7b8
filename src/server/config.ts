import { isIP } from 'node:net'
import { resolve } from 'node:path'
import { z } from 'zod'

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535')

const databaseUrl = z
  .string()
  .min(1, 'must not be empty')
  .refine((value) => !value.includes('://') || /^postgres(ql)?:\/\//.test(value), {
    message: 'must be a postgres:// URL or a SQLite file path',
  })

// "true", "false", a hop count, or a comma-separated list of addresses/CIDRs to trust as proxies.
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === '' || value === 'false') return false
    if (value === 'true') return true
    if (/^\d+$/.test(value)) return Number(value)
    const list = value.split(',').map((part) => part.trim())
    if (list.some((part) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part))) {
      ctx.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a list of IPs/CIDRs' })
      return z.NEVER
    }
    return list
  })

// A comma-separated list of single addresses (no ranges: the list is meant for one or two scrapers).
const addressList = z
  .string()
  .trim()
  .transform((value, ctx): string[] => {
    const list = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
    if (list.some((part) => isIP(part) === 0)) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of IP addresses' })
      return z.NEVER
    }
    return list
  })

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')

/** An S3-compatible object store for the photos, read from STORAGE_URL. */
export interface ObjectStore {
  bucket: string
  /** Keys are `prefix/name`; empty puts the photos at the top of the bucket. */
  prefix: string
  /** Another store than AWS (MinIO, Ceph, R2…); absent, AWS S3 itself. */
  endpoint: string | undefined
  region: string
  forcePathStyle: boolean
  /** From the URL's user:password; absent, the SDK's default chain (AWS_ACCESS_KEY_ID, instance roles…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  /** The URL without its credentials, for logs and backup manifests. */
  label: string
}

const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
const storageOptions = ['endpoint', 'region', 'forcePathStyle']
const storageUsage = 'must be a URL like s3://bucket/prefix?endpoint=http://host:9000&region=us-east-1'

function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part)
  } catch {
    return undefined
  }
}

function credentialsOf(url: URL): ObjectStore['credentials'] | string {
  if (url.username === '' && url.password === '') return undefined
  const accessKeyId = decoded(url.username)
  const secretAccessKey = decoded(url.password)
  if (!accessKeyId || !secretAccessKey) return 'must give both the access key id and the secret (key:secret@)'
  return { accessKeyId, secretAccessKey }
}

function endpointOf(url: URL): string | undefined | null {
  const endpoint = url.searchParams.get('endpoint')
  if (endpoint === null) return undefined
  return /^https?:$/.test(URL.parse(endpoint)?.protocol ?? '') ? endpoint.replace(/\/+$/, '') : null
}

/** The store STORAGE_URL names, or what is wrong with it. */
function objectStoreOf(value: string): ObjectStore | string {
  const url = URL.parse(value)
  if (url?.protocol !== 's3:') return storageUsage
  if (!bucketName.test(url.hostname) || url.port !== '')
    return 'must name a bucket (3 to 63 lowercase letters, digits, dots and hyphens): s3://bucket/prefix'
  const unknown = [...url.searchParams.keys()].filter((key) => !storageOptions.includes(key))
  if (unknown.length > 0)
    return `does not know ${unknown.join(', ')}: its options are ${storageOptions.join(', ')}`
  const endpoint = endpointOf(url)
  if (endpoint === null) return 'endpoint must be an http:// or https:// URL'
  const region = url.searchParams.get('region') ?? 'us-east-1'
  if (!/^[a-z0-9-]+$/.test(region)) return 'region must be a region name like eu-west-1'
  const pathStyle = url.searchParams.get('forcePathStyle')
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    return 'forcePathStyle must be true or false'
  const credentials = credentialsOf(url)
  if (typeof credentials === 'string') return credentials
  const prefix = decoded(url.pathname)?.replace(/^\/+|\/+$/g, '')
  if (prefix === undefined) return storageUsage
  return {
    bucket: url.hostname,
    prefix,
    endpoint,
    region,
    // Stores other than AWS mostly answer at path-style addresses only (MinIO, Ceph).
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
    credentials,
    label: `s3://${url.hostname}${url.pathname}${url.search}`,
  }
}

const storageUrl = z
  .string()
  .trim()
  .transform((value, ctx): ObjectStore => {
    const store = objectStoreOf(value)
    if (typeof store !== 'string') return store
    ctx.addIssue({ code: 'custom', message: store })
    return z.NEVER
  })

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  DATABASE_URL: databaseUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  // Country assumed for visitors whose address geoip does not know (loopback, private networks).
  GEOIP_FALLBACK_COUNTRY: countryCode.optional(),
  // Origin of the Vite dev server whose scripts the pages load in development (npm run dev).
  VITE_DEV_ORIGIN: z.url('must be a URL like http://localhost:5173').optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // Mail goes over SMTP when set (smtp://user:pass@host:587), else into DATA_DIR/outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  // Multiplies every per-IP rate limit; only tests that create many accounts from one address raise it.
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  // How many generated members the demo site gets when the database is empty.
  DEMO_MEMBERS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(1_000_000).default(300),
  // Payments: the built-in test checkout (default) or Mollie with its API key; MOLLIE_API_URL only for tests.
  // Left unset, the test checkout serves browsers on this machine only (see docs/decisions/0011).
  PAYMENT_PROVIDER: z.enum(['test', 'mollie']).optional(),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w+$/, 'must be a Mollie API key (test_... or live_...)')
    .optional(),
  MOLLIE_API_URL: z.url('must be a URL like https://api.mollie.com/v2/').optional(),
  // Where the site is reached from outside (https://example.com): payment redirects and webhooks go there.
  // Unset, they go to the origin of the request that started the payment.
  PUBLIC_URL: z.url('must be a URL like https://example.com').optional(),
  // How long a new-message, new-conversation or like mail waits, so that later messages join it.
  MAIL_BATCH_DELAY_SECONDS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 86400')
    .max(86_400, 'must be between 0 and 86400')
    .default(600),
  // The shared secret the mail server's bounce and complaint pipe sends to POST /api/mail-report.php.
  MAIL_REPORT_SECRET: z.string().min(24, 'must be at least 24 characters').optional(),
  // GET /metrics answers a bearer of this token and/or the addresses listed; with neither it does not exist.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_ALLOW: addressList.optional(),
  // Rate limits are counted in Redis when set (redis://host:6379), else in PostgreSQL or in this process.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/]+/, 'must be a redis:// or rediss:// URL')
    .optional(),
  // Photos go to this S3-compatible object store when set, else into DATA_DIR/uploads.
  STORAGE_URL: storageUrl.optional(),
})

export type Env = z.input<typeof envSchema>

export interface Config {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  databaseUrl: string
  dataDir: string
  logLevel: string
  trustProxy: boolean | number | string[]
  geoipFallbackCountry: string | undefined
  viteDevOrigin: string | undefined
  shutdownTimeoutMs: number
  demoMembers: number
  smtpUrl: string | undefined
  rateLimitScale: number
  outboxDir: string
  uploadsDir: string
  paymentProvider: 'test' | 'mollie'
  /** PAYMENT_PROVIDER=test was asked for: the test checkout serves every visitor, not only this machine. */
  testCheckoutForEveryone: boolean
  mollieApiKey: string | undefined
  mollieApiUrl: string | undefined
  publicUrl: string | undefined
  /** Unset: POST /api/mail-report.php does not exist. */
  mailReportSecret: string | undefined
  /** MAIL_BATCH_DELAY_SECONDS: how long event mails wait in the queue for more of the same. */
  mailBatchDelaySeconds: number
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; unset with no allowed address, no /metrics. */
  metricsToken: string | undefined
  /** METRICS_ALLOW: addresses that may read GET /metrics without the token. */
  metricsAllow: string[]
  /** REDIS_URL: where every server process counts rate limits; unset, the database or this process does. */
  redisUrl: string | undefined
  /** STORAGE_URL: the object store the photos live in; unset, uploadsDir. */
  storage: ObjectStore | undefined
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

// A bad URL is shown to say what is wrong with it, without the secret it may carry (smtp://, s3://).
function withoutPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@')
}

/** Reads the environment; throws ConfigError naming every bad variable and why. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment')
        return `${name}=${JSON.stringify(withoutPassword(present[name] ?? ''))}: ${issue.message}`
      }),
    )
  }
  const e = parsed.data
  if (e.PAYMENT_PROVIDER === 'mollie' && !e.MOLLIE_API_KEY)
    throw new ConfigError(['MOLLIE_API_KEY="": must be set when PAYMENT_PROVIDER is mollie'])
  const dataDir = resolve(e.DATA_DIR)
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL ?? resolve(dataDir, 'amora.sqlite'),
    dataDir,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    geoipFallbackCountry: e.GEOIP_FALLBACK_COUNTRY,
    viteDevOrigin: e.VITE_DEV_ORIGIN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    demoMembers: e.DEMO_MEMBERS,
    smtpUrl: e.SMTP_URL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    outboxDir: resolve(dataDir, 'outbox'),
    uploadsDir: resolve(dataDir, 'uploads'),
    paymentProvider: e.PAYMENT_PROVIDER ?? 'test',
    testCheckoutForEveryone: e.PAYMENT_PROVIDER === 'test',
    mollieApiKey: e.MOLLIE_API_KEY,
    mollieApiUrl: e.MOLLIE_API_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    mailReportSecret: e.MAIL_REPORT_SECRET,
    mailBatchDelaySeconds: e.MAIL_BATCH_DELAY_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    metricsAllow: e.METRICS_ALLOW ?? [],
    redisUrl: e.REDIS_URL,
    storage: e.STORAGE_URL,
  }
}
