import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { migrateToLatest } from './db/database.js'
import { syncReferenceData } from './db/seed/reference.js'
import { createDemoSite } from './db/seed/site.js'
import type { AppMetrics } from './metrics.js'
import {
  createTestApp,
  createTestDatabase,
  engines,
  insertSiteAndUser,
  type TestApp,
} from './test/harness.js'
import { createPageTestApp } from './test/pages.js'

const token = 'metrics-token-0123456789'

/** The value of one series in Prometheus text, by its name and labels as printed; undefined when absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics without METRICS_TOKEN or METRICS_ALLOW', () => {
  let t: TestApp
  beforeAll(async () => {
    // With the pages, whose catch-all route would otherwise take the path.
    t = await createPageTestApp('sqlite')
  })
  afterAll(() => t.close())

  it("does not exist, for a site's host or any other", async () => {
    for (const host of ['amora.test', 'nowhere.example']) {
      const response = await t.app.inject({
        url: '/metrics',
        headers: { host, authorization: `Bearer ${token}` },
      })
      expect(response.statusCode, host).toBe(404)
      expect(response.json(), host).toMatchObject({ error: { code: 'not_found' } })
    }
  })
})

describe('METRICS_ALLOW alone', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { METRICS_ALLOW: '10.0.0.7, 127.0.0.1' } })
  })
  afterAll(() => t.close())

  it('answers the listed addresses and refuses the others', async () => {
    const listed = await t.app.inject({ url: '/metrics', remoteAddress: '10.0.0.7' })
    expect(listed.statusCode).toBe(200)
    expect(listed.body).toContain('process_resident_memory_bytes')
    const other = await t.app.inject({ url: '/metrics', remoteAddress: '10.0.0.8' })
    expect(other.statusCode).toBe(403)
    expect(other.body).not.toContain('process_resident_memory_bytes')
  })

  it('is refused at start when an entry is not an address', () => {
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/8' })).toThrow(/METRICS_ALLOW/)
  })
})

describe.each(engines)('GET /metrics with METRICS_TOKEN [%s]', (engine) => {
  let t: TestApp
  let metrics: AppMetrics
  let close: () => Promise<void>

  // Built here rather than with createTestApp: the test needs what buildApp gives main.ts (the jobs' wrapper).
  beforeAll(async () => {
    const database = await createTestDatabase(engine)
    await migrateToLatest(database.db)
    await syncReferenceData(database.db)
    const siteId = await createDemoSite(database.db, { hosts: ['amora.test'] })
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      METRICS_TOKEN: token,
      METRICS_ALLOW: '10.9.9.9',
    })
    const built = await buildApp({ config, db: database.db })
    built.app.get('/metrics-test/:id', async () => {
      throw new Error('failing on purpose')
    })
    await built.app.ready()
    metrics = built.metrics
    close = async () => {
      await built.app.close()
      await database.drop()
    }
    t = { app: built.app, db: database.db, siteId, config, deps: built.deps, sites: built.deps.sites, close }
  })
  afterAll(() => close())

  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} })

  it('asks for the token: 401 without it or with a wrong one', async () => {
    for (const authorization of [undefined, `Bearer ${token}x`, 'Bearer ', token, `Basic ${token}`]) {
      const response = await scrape(authorization)
      expect(response.statusCode, String(authorization)).toBe(401)
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"')
      expect(response.body).not.toContain('http_request')
    }
  })

  it('times requests by route pattern, never by the raw path', async () => {
    await t.app.inject({ url: '/healthz' })
    await t.app.inject({ url: '/checkout/test/987654321', headers: { host: 'amora.test' } })
    const response = await scrape(`Bearer ${token}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers['cache-control']).toBe('no-store')
    const text = response.body
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}',
      ),
    ).toBe(1)
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/checkout\/test\/:id",/)
    expect(text).not.toContain('987654321')
  })

  it('lets the allowed address in without the token', async () => {
    const response = await t.app.inject({ url: '/metrics', remoteAddress: '10.9.9.9' })
    expect(response.statusCode).toBe(200)
  })

  it('counts 5xx answers per route', async () => {
    expect((await scrape(`Bearer ${token}`)).body).not.toMatch(/^http_request_errors_total\{/m)
    const failed = await t.app.inject({ url: '/metrics-test/5', headers: { host: 'amora.test' } })
    expect(failed.statusCode).toBe(500)
    const text = (await scrape(`Bearer ${token}`)).body
    expect(seriesValue(text, 'http_request_errors_total{method="GET",route="/metrics-test/:id"}')).toBe(1)
  })

  it('shows every job, its runs and failures', async () => {
    const text = (await scrape(`Bearer ${token}`)).body
    const jobs = t.deps.jobs.list()
    expect(jobs.length).toBeGreaterThan(0)
    for (const job of jobs) expect(seriesValue(text, `amora_job_runs_total{job="${job.name}"}`)).toBe(0)

    const [good, bad] = metrics.instrumentJobs([
      { name: 'probe-ok', everyMs: 60_000, run: async () => {} },
      {
        name: 'probe-failing',
        everyMs: 60_000,
        run: async () => {
          throw new Error('failing on purpose')
        },
      },
    ])
    await good?.run(t.db)
    await expect(bad?.run(t.db)).rejects.toThrow('failing on purpose')
    const after = (await scrape(`Bearer ${token}`)).body
    expect(seriesValue(after, 'amora_job_runs_total{job="probe-ok"}')).toBe(1)
    expect(seriesValue(after, 'amora_job_failures_total{job="probe-ok"}')).toBeUndefined()
    expect(seriesValue(after, 'amora_job_runs_total{job="probe-failing"}')).toBe(1)
    expect(seriesValue(after, 'amora_job_failures_total{job="probe-failing"}')).toBe(1)
  })

  it('reads the mail queue, the pool, sockets and events when scraped', async () => {
    const before = (await scrape(`Bearer ${token}`)).body
    expect(seriesValue(before, 'amora_mail_queue_depth')).toBe(0)
    expect(seriesValue(before, 'amora_mail_queue_oldest_age_seconds')).toBe(0)
    expect(seriesValue(before, 'amora_websockets_open')).toBe(0)
    expect(seriesValue(before, 'amora_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1)
    expect(before).toContain('nodejs_eventloop_lag_p99_seconds')

    const userId = await insertSiteAndUser(t.db)
    const hourAgo = Date.now() - 3_600_000
    await t.db
      .insertInto('notification_mails')
      .values({ user_id: userId, type: 'new_like', batch_key: 'probe', due_at: hourAgo, created_at: hourAgo })
      .execute()
    t.deps.events.publish({ type: 'badges.changed', userId })
    t.deps.events.publish({ type: 'badges.changed', userId })

    const after = (await scrape(`Bearer ${token}`)).body
    expect(seriesValue(after, 'amora_mail_queue_depth')).toBe(1)
    expect(seriesValue(after, 'amora_mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(3600)
    expect(seriesValue(after, 'amora_events_total{type="badges.changed"}')).toBe(2)
  })
})
