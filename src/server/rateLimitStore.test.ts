import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { createDatabase, type Database, migrateToLatest } from './db/database.js'
import { syncReferenceData } from './db/seed/reference.js'
import { createDemoSite } from './db/seed/site.js'
import { countHit, rateLimitBackendOf, rateLimitsCleanupJob } from './rateLimitStore.js'
import {
  createTestApp,
  createTestDatabase,
  engines,
  type TestApp,
  type TestDatabase,
} from './test/harness.js'

const postgres = Boolean(process.env.TEST_DATABASE_URL)
if (!postgres)
  console.log('Rate limits shared through PostgreSQL not tested: set TEST_DATABASE_URL to run them')
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** The login's limit: 30 a minute per address (auth/routes.ts), with RATE_LIMIT_SCALE 1. */
const loginLimit = 30

/** An address of the documentation ranges no other test run shares, so counters left in Redis never meet. */
const freshAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`

/** A failed login from `address`: 401 while under the limit, 429 rate_limited past it. */
const login = (app: FastifyInstance, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user.php',
    remoteAddress: address,
    headers: { host: 'localhost', 'x-request-type': 'client' },
    payload: { email: `nobody.${randomInt(1e9)}@example.com`, password: 'not the password' },
  })

/** Fills the login's window of `address` on `app`, each hit answered as a failed login. */
async function useUpLogins(app: FastifyInstance, address: string, hits = loginLimit) {
  for (let i = 0; i < hits; i += 1) expect((await login(app, address)).statusCode).toBe(401)
}

describe('where rate limits are counted', () => {
  it('in Redis when REDIS_URL is set, in PostgreSQL, else in the process', () => {
    const redis = 'redis://127.0.0.1:6379'
    expect(rateLimitBackendOf({ databaseUrl: '/data/amora.sqlite', redisUrl: undefined })).toBe('memory')
    expect(rateLimitBackendOf({ databaseUrl: 'postgres://db/amora', redisUrl: undefined })).toBe('database')
    expect(rateLimitBackendOf({ databaseUrl: 'postgres://db/amora', redisUrl: redis })).toBe('redis')
    expect(rateLimitBackendOf({ databaseUrl: ':memory:', redisUrl: redis })).toBe('redis')
  })
})

describe.each(engines)('rate-limit counter in the database [%s]', (engine) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(engine)
    await migrateToLatest(database.db)
  })
  afterAll(() => database.drop())

  it('counts hits in a window, then starts a new one once it ended', async () => {
    const { db } = database
    const start = 1_000_000
    expect(await countHit(db, 'a', 60_000, start)).toEqual({ current: 1, ttl: 60_000 })
    expect(await countHit(db, 'a', 60_000, start + 1_000)).toEqual({ current: 2, ttl: 59_000 })
    expect(await countHit(db, 'a', 60_000, start + 59_999)).toEqual({ current: 3, ttl: 1 })
    // The window ended: the count starts again with a window of its own.
    expect(await countHit(db, 'a', 60_000, start + 60_000)).toEqual({ current: 1, ttl: 60_000 })
    expect(await countHit(db, 'a', 60_000, start + 61_000)).toEqual({ current: 2, ttl: 59_000 })
  })

  it('keeps keys apart', async () => {
    const { db } = database
    await countHit(db, 'b', 60_000, 0)
    await countHit(db, 'b', 60_000, 0)
    expect(await countHit(db, 'c', 60_000, 0)).toEqual({ current: 1, ttl: 60_000 })
    expect(await countHit(db, 'b', 60_000, 0)).toEqual({ current: 3, ttl: 60_000 })
  })

  it('forgets ended windows in the cleanup job and keeps running ones', async () => {
    const { db } = database
    const now = Date.now()
    await countHit(db, 'ended', 1_000, now - 5_000)
    await countHit(db, 'running', 60_000, now)
    await rateLimitsCleanupJob.run(db)
    const keys = await db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'in', ['ended', 'running'])
      .execute()
    expect(keys.map((row) => row.key)).toEqual(['running'])
  })
})

/** The demo site on a new PostgreSQL database, and `count` apps on it, each with a pool of its own. */
async function appsOnOneDatabase(count: number) {
  const database = await createTestDatabase('postgres')
  await migrateToLatest(database.db)
  await syncReferenceData(database.db)
  await createDemoSite(database.db, { hosts: ['amora.test'] })
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url })
  const pools: Database[] = []
  const apps: FastifyInstance[] = []
  for (let i = 0; i < count; i += 1) {
    const db = createDatabase({ url: database.url, poolSize: 2 })
    pools.push(db)
    const { app } = await buildApp({ config, db })
    await app.ready()
    apps.push(app)
  }
  const close = async () => {
    for (const app of apps) await app.close()
    for (const db of pools) await db.destroy()
    await database.drop()
  }
  return { database, apps, close }
}

describe.skipIf(!postgres)('rate limits shared by two apps on one database [postgres]', () => {
  let shared: Awaited<ReturnType<typeof appsOnOneDatabase>>
  let a: FastifyInstance
  let b: FastifyInstance
  beforeAll(async () => {
    shared = await appsOnOneDatabase(2)
    ;[a, b] = shared.apps as [FastifyInstance, FastifyInstance]
  })
  afterAll(() => shared.close())

  it('refuses on B once an address used its logins up on A', async () => {
    const address = freshAddress()
    await useUpLogins(a, address)
    const refused = await login(b, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('rate_limited')
    // Another address is not held.
    expect((await login(b, freshAddress())).statusCode).toBe(401)
  })

  it('counts hits on both apps together', async () => {
    const address = freshAddress()
    await useUpLogins(a, address, loginLimit / 2)
    await useUpLogins(b, address, loginLimit / 2)
    expect((await login(a, address)).statusCode).toBe(429)
    expect((await login(b, address)).statusCode).toBe(429)
  })

  it("keeps each route's count to itself", async () => {
    const address = freshAddress()
    await useUpLogins(a, address)
    // The signup's limit (20 in 10 minutes) is untouched by the logins: its input is checked, not refused.
    const signup = await b.inject({
      method: 'POST',
      url: '/api/signup.php',
      remoteAddress: address,
      headers: { host: 'localhost' },
      payload: {},
    })
    expect(signup.statusCode).toBe(400)
    const keys = await shared.database.db
      .selectFrom('rate_limits')
      .select(['key', 'count'])
      .where('key', 'like', `%${address}`)
      .orderBy('key')
      .execute()
    expect(keys).toEqual([
      { key: `POST/api/signup.php:${address}`, count: 1 },
      { key: `POST/api/user.php:${address}`, count: loginLimit },
    ])
  })

  it('lets requests through while the store fails', async () => {
    const { db } = shared.database
    const address = freshAddress()
    await useUpLogins(a, address)
    await sql`alter table rate_limits rename to rate_limits_away`.execute(db)
    try {
      expect((await login(b, address)).statusCode).toBe(401)
    } finally {
      await sql`alter table rate_limits_away rename to rate_limits`.execute(db)
    }
    expect((await login(b, address)).statusCode).toBe(429)
  })
})

describe('rate limits in a Redis that is away', () => {
  it('lets requests through, and the app still closes', async () => {
    // Nothing listens on port 1: every count fails at once.
    const t = await createTestApp('sqlite', { env: { REDIS_URL: 'redis://127.0.0.1:1' } })
    try {
      const address = freshAddress()
      for (let i = 0; i <= loginLimit; i += 1) expect((await login(t.app, address)).statusCode).toBe(401)
    } finally {
      await t.close()
    }
  })
})

async function redisReachable(url: string): Promise<boolean> {
  const probe = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 0, lazyConnect: true })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

const redis = await redisReachable(redisUrl)
if (!redis) console.log(`Rate limits shared through Redis not tested: no Redis answers at ${redisUrl}`)

describe.skipIf(!redis)('rate limits shared by two apps through Redis', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    // Each app has a database of its own: only Redis can carry the count from one to the other.
    a = await createTestApp('sqlite', { env: { REDIS_URL: redisUrl } })
    b = await createTestApp('sqlite', { env: { REDIS_URL: redisUrl } })
  })
  afterAll(async () => {
    await a.close()
    await b.close()
  })

  it('refuses on B once an address used its logins up on A, and on A only then', async () => {
    const address = freshAddress()
    await useUpLogins(a.app, address, loginLimit - 1)
    expect((await login(b.app, address)).statusCode).toBe(401)
    const refused = await login(a.app, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('rate_limited')
    expect((await login(b.app, address)).statusCode).toBe(429)
  })
})
