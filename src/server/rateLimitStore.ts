import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import type { Config } from './config.js'
import { type Database, engineOf } from './db/database.js'
import type { Job } from './jobs/scheduler.js'

/** What a store answers for one hit: hits in the window so far and the milliseconds left of it. */
interface Hits {
  current: number
  ttl: number
}

type Done = (error: Error | null, result?: Hits) => void

/**
 * What the plugin hands `child()`: the merged limit of a route, with the route itself under routeInfo (its
 * README; its types say the route's options instead).
 */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string }
}

/** Counts one hit of `key`: a new window when the last one ended, else one more in it. One statement. */
export async function countHit(db: Database, key: string, windowMs: number, now = Date.now()): Promise<Hits> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.reset_at', '<=', now)
          .then(1)
          .else(eb('rate_limits.count', '+', 1))
          .end(),
        reset_at: eb
          .case()
          .when('rate_limits.reset_at', '<=', now)
          .then(now + windowMs)
          .else(eb.ref('rate_limits.reset_at'))
          .end(),
      })),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow()
  return { current: Number(row.count), ttl: Math.max(0, Number(row.reset_at) - now) }
}

/**
 * Fixed windows counted in the `rate_limits` table, so that every server process on one PostgreSQL database
 * counts the same hits. Each route's store prefixes its keys with the route, as the plugin's own stores keep
 * one counter per route. No route asks for continueExceeding or exponentialBackoff, and this store has neither.
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly prefix = '',
  ) {}

  incr(key: string, done: Done, timeWindow: number): void {
    countHit(this.db, this.prefix + key, timeWindow).then(
      (hits) => done(null, hits),
      (error: unknown) => {
        // The plugin lets the request through (skipOnError) without a word: the log is ours to write.
        this.log.error({ err: error }, 'rate limit not counted')
        done(error instanceof Error ? error : new Error(String(error)))
      },
    )
  }

  child(routeOptions: object): FastifyRateLimitStore {
    const route = (routeOptions as RouteLimit).routeInfo ?? {}
    const name = `${route.method ?? ''}${route.url ?? ''}`
    return new DatabaseRateLimitStore(this.db, this.log, `${this.prefix}${name}:`)
  }
}

/** Windows that ended are of no use; a key hit again starts a new row anyway. */
export const rateLimitsCleanupJob: Job = {
  name: 'rate-limits-cleanup',
  everyMs: 10 * 60_000,
  async run(db) {
    await db.deleteFrom('rate_limits').where('reset_at', '<', Date.now()).execute()
  },
}

/** Where the app counts rate limits, for the plugin's registration. */
export type RateLimitBackend = 'memory' | 'database' | 'redis'

export function rateLimitBackendOf(config: Pick<Config, 'databaseUrl' | 'redisUrl'>): RateLimitBackend {
  if (config.redisUrl) return 'redis'
  // SQLite is one process by design: its memory is the fastest place to count.
  return engineOf(config.databaseUrl) === 'postgres' ? 'database' : 'memory'
}

/**
 * The options of @fastify/rate-limit for this installation: Redis when REDIS_URL is set, the database when
 * it is PostgreSQL (with the job that forgets ended windows), else this process's memory. A store that
 * fails lets the request through: a limit missed for a moment costs less than a site that answers nothing.
 */
export async function rateLimitOptions(
  app: FastifyInstance,
  deps: { config: Config; db: Database; jobs: { add(job: Job): void } },
): Promise<RateLimitPluginOptions> {
  const { config, db } = deps
  const options: RateLimitPluginOptions = { global: false, skipOnError: true }
  const backend = rateLimitBackendOf(config)
  if (backend === 'redis' && config.redisUrl) {
    const redis = await redisClient(config.redisUrl, app.log)
    // Not quit(): with Redis away it would wait for a reply, holding the shutdown.
    app.addHook('onClose', async () => redis.disconnect())
    return { ...options, redis, nameSpace: 'amora-rate-limit:' }
  }
  if (backend === 'database') {
    deps.jobs.add(rateLimitsCleanupJob)
    return { ...options, store: databaseStore(db, app.log) }
  }
  return options
}

/** The plugin makes its store itself, with `new`: the class carries the database. */
function databaseStore(db: Database, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, log)
    }
  }
}

/**
 * A request waits for its count, so a Redis that is away must fail it at once (and the request go through)
 * rather than hold every limited route: no queue of commands while disconnected, short timeouts, one retry.
 * Connected before the app serves, so that the first requests are counted too; a Redis away at start does
 * not keep the site from starting, and the client keeps reconnecting by itself.
 */
async function redisClient(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only here: the client is 25 MB and 170 ms of every start that has no Redis to talk to.
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  })
  redis.on('error', (error: Error) => log.warn({ err: error }, 'rate limit store (Redis) unavailable'))
  await redis.connect().catch(() => {})
  return redis
}
