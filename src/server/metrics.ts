import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Config } from './config.js'
import { type Database, poolOf } from './db/database.js'
import type { AppDeps } from './deps.js'
import { AppError } from './errors.js'
import type { Job } from './jobs/scheduler.js'

export interface AppMetrics {
  /** The jobs main.ts starts, wrapped to count their runs and failures. */
  instrumentJobs(jobs: readonly Job[]): Job[]
  /** Adds GET /metrics when configured: after the app's error handler, which a route takes when added. */
  registerRoute(): void
}

// Memory, CPU, handles and event-loop delay belong to the process, not to an app: one registry for them,
// made on first use, so that the many apps a test process builds do not each start a delay monitor.
let processRegistry: Registry | undefined

function processMetrics(): Registry {
  if (processRegistry) return processRegistry
  processRegistry = new Registry()
  collectDefaultMetrics({ register: processRegistry })
  return processRegistry
}

const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
// Requests that matched no route share one label: their raw paths would grow the label set without end.
const unmatchedRoute = '(unmatched)'

interface RequestMetrics {
  observe(method: string, route: string | undefined, status: number, milliseconds: number): void
}

function requestMetrics(registry: Registry): RequestMetrics {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, per route pattern; its _count is the request rate.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: durationBuckets,
    registers: [registry],
  })
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Responses with a 5xx status, per route pattern.',
    labelNames: ['method', 'route'],
    registers: [registry],
  })
  // The labelled children, kept: finding one is then a map lookup per request instead of a label hash.
  const children = new Map<string, ReturnType<typeof duration.labels>>()
  return {
    observe(method, route = unmatchedRoute, status, milliseconds) {
      const key = `${method} ${status} ${route}`
      let child = children.get(key)
      if (!child) {
        child = duration.labels(method, route, String(status))
        children.set(key, child)
      }
      child.observe(milliseconds / 1000)
      if (status >= 500) errors.inc({ method, route })
    },
  }
}

/** Queued notification mails: how many wait and since when, read when scraped. */
function mailQueueMetrics(registry: Registry, db: Database): void {
  const read = async () => {
    const row = await db
      .selectFrom('notification_mails')
      .select((eb) => [eb.fn.countAll<number>().as('queued'), eb.fn.min('created_at').as('first')])
      .where('outcome', 'is', null)
      .executeTakeFirstOrThrow()
    depth.set(Number(row.queued))
    oldest.set(row.first === null ? 0 : Math.max(0, (Date.now() - Number(row.first)) / 1000))
  }
  // A scrape collects all metrics at once: both gauges wait for the same one query.
  let reading: Promise<void> | undefined
  const collect = () => {
    reading ??= read().finally(() => {
      reading = undefined
    })
    return reading
  }
  const depth = new Gauge({
    name: 'amora_mail_queue_depth',
    help: 'Notification mails queued and not yet sent, skipped or given up.',
    registers: [registry],
    collect,
  })
  const oldest = new Gauge({
    name: 'amora_mail_queue_oldest_age_seconds',
    help: 'Age of the oldest queued notification mail; 0 when the queue is empty.',
    registers: [registry],
    collect,
  })
}

function poolMetrics(registry: Registry, db: Database): void {
  new Gauge({
    name: 'amora_db_pool_connections',
    help: 'Database connections by state (SQLite: its one connection).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = poolOf(db)
      if (!pool) {
        this.set({ state: 'total' }, 1)
        return
      }
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount)
    },
  })
  new Gauge({
    name: 'amora_db_pool_waiting',
    help: 'Queries waiting for a free database connection (SQLite: none, it runs one at a time).',
    registers: [registry],
    collect() {
      this.set(poolOf(db)?.waitingCount ?? 0)
    },
  })
}

function realtimeMetrics(app: FastifyInstance, registry: Registry, deps: AppDeps): void {
  new Gauge({
    name: 'amora_websockets_open',
    help: 'Realtime sockets this process holds.',
    registers: [registry],
    collect() {
      this.set(deps.realtime.size)
    },
  })
  const events = new Counter({
    name: 'amora_events_total',
    help: 'Domain events this process received from the bus and fanned out to its sockets.',
    labelNames: ['type'],
    registers: [registry],
  })
  const unsubscribe = deps.events.subscribe((event) => events.inc({ type: event.type }))
  app.addHook('onClose', async () => unsubscribe())
}

function jobMetrics(app: FastifyInstance, registry: Registry, deps: AppDeps): AppMetrics['instrumentJobs'] {
  const runs = new Counter({
    name: 'amora_job_runs_total',
    help: 'Runs of each scheduled job in this process (rounds another process took are not counted).',
    labelNames: ['job'],
    registers: [registry],
  })
  const failures = new Counter({
    name: 'amora_job_failures_total',
    help: 'Runs of each scheduled job that failed.',
    labelNames: ['job'],
    registers: [registry],
  })
  // Every job is listed from the start, at 0, so an alert on its failures has a series before the first run.
  app.addHook('onReady', async () => {
    for (const job of deps.jobs.list()) {
      runs.inc({ job: job.name }, 0)
      failures.inc({ job: job.name }, 0)
    }
  })
  return (jobs) =>
    jobs.map((job) => ({
      name: job.name,
      everyMs: job.everyMs,
      async run(db) {
        runs.inc({ job: job.name })
        try {
          await job.run(db)
        } catch (error) {
          failures.inc({ job: job.name })
          throw error
        }
      },
    }))
}

type Access = 'allowed' | 'unauthorized' | 'forbidden'

/** IPv4 addresses reach a dual-stack socket as ::ffff:a.b.c.d; the allow list names them plainly. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}

function accessOf(request: FastifyRequest, config: Config): Access {
  if (config.metricsAllow.includes(plainAddress(request.ip))) return 'allowed'
  if (!config.metricsToken) return 'forbidden'
  const header = request.headers.authorization ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7) : ''
  // Compared as digests of equal length, in constant time: the token is not guessed a character at a time.
  return timingSafeEqual(digest(token), digest(config.metricsToken)) ? 'allowed' : 'unauthorized'
}

function refuse(reply: FastifyReply, access: Exclude<Access, 'allowed'>) {
  reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8')
  if (access === 'forbidden') return reply.code(403).send('forbidden\n')
  return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send('unauthorized\n')
}

/**
 * Prometheus metrics of this app (GET /metrics) and of its process. Requests are timed by one onResponse
 * hook that does a map lookup and an observation; everything read from the database or the registries is
 * read when scraped, never per request. Called before any plugin is registered: a plugin's routes keep the
 * hooks that existed when it was registered.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): AppMetrics {
  const registry = new Registry()
  const requests = requestMetrics(registry)
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime)
  })
  mailQueueMetrics(registry, deps.db)
  poolMetrics(registry, deps.db)
  realtimeMetrics(app, registry, deps)
  const instrumentJobs = jobMetrics(app, registry, deps)
  const { config } = deps
  return {
    instrumentJobs,
    registerRoute() {
      const exposed = config.metricsToken !== undefined || config.metricsAllow.length > 0
      app.get('/metrics', async (request, reply) => {
        // Not configured, not exposed: 404 for every host, where the pages would take the path as theirs.
        if (!exposed) throw new AppError('not_found')
        const access = accessOf(request, config)
        if (access !== 'allowed') return refuse(reply, access)
        const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()])
        reply.header('cache-control', 'no-store').type(registry.contentType)
        return `${own}\n${process}`
      })
    },
  }
}
