import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import type { PushSender } from '../adapters/push.js'
import type { PhotoStorage } from '../adapters/storage.js'
import { buildApp } from '../app.js'
import { type Config, loadConfig } from '../config.js'
import { createDatabase, type Database, type Engine, migrateToLatest } from '../db/database.js'
import { syncReferenceData } from '../db/seed/reference.js'
import { createDemoSite } from '../db/seed/site.js'
import type { AppDeps } from '../deps.js'
import type { SiteService } from '../modules/sites/service.js'
import type { PageRenderer } from '../render/renderer.js'

/** The engines the API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export interface TestDatabase {
  db: Database
  url: string
  drop(): Promise<void>
}

/** A database of its own for one test file: in-memory SQLite, or a new PostgreSQL database. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const db = createDatabase({ url: ':memory:' })
    return { db, url: ':memory:', drop: () => db.destroy() }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `amora_test_${randomBytes(6).toString('hex')}`
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
  })
  await sql`create database ${sql.id(name)}`.execute(admin)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const db = createDatabase({ url: url.toString(), poolSize: 5 })
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.destroy()
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin)
      await admin.destroy()
    },
  }
}

/** A bare site with one user, for tests on a database without the demo site; returns the user's id. */
export async function insertSiteAndUser(db: Database, now = Date.now()): Promise<number> {
  const site = await db
    .insertInto('sites')
    .values({ slug: 's', name: 'S', domain: 's.test', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  const user = await db
    .insertInto('users')
    .values({ site_id: site.id, email: 'a@s.test', signup_date: now, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return user.id
}

export interface TestApp {
  app: FastifyInstance
  db: Database
  siteId: number
  config: Config
  /** The app's services and adapters, the same objects its modules use. */
  deps: AppDeps
  sites: SiteService
  close(): Promise<void>
}

/** A migrated database with the demo site (no generated members) and the app built on it. */
export async function createTestApp(
  engine: Engine,
  options: {
    renderer?: (deps: AppDeps) => PageRenderer
    env?: Record<string, string>
    push?: PushSender
    storage?: PhotoStorage
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine)
  await migrateToLatest(database.db)
  await syncReferenceData(database.db)
  const siteId = await createDemoSite(database.db, { hosts: ['amora.test'] })
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    ...options.env,
  })
  const { app, deps } = await buildApp({
    config,
    db: database.db,
    renderer: options.renderer,
    push: options.push,
    storage: options.storage,
  })
  await app.ready()
  return {
    app,
    db: database.db,
    siteId,
    config,
    deps,
    sites: deps.sites,
    async close() {
      await app.close()
      await database.drop()
    },
  }
}

/**
 * Runs with one setting of the test site replaced (the setting must exist), then puts it back; the
 * site cache is dropped on both sides so that the app reads the value at once.
 */
export async function withSiteSetting(t: TestApp, name: string, value: unknown, run: () => Promise<void>) {
  const setting = () =>
    t.db.updateTable('site_settings').where('site_id', '=', t.siteId).where('name', '=', name)
  const before = await t.db
    .selectFrom('site_settings')
    .select('value')
    .where('site_id', '=', t.siteId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  await setting()
    .set({ value: JSON.stringify(value) })
    .execute()
  t.sites.forgetCached()
  try {
    await run()
  } finally {
    await setting().set({ value: before.value }).execute()
    t.sites.forgetCached()
  }
}

/** The id of a region of the reference data, by its country and code. */
export async function regionIdOf(db: Database, country: string, code: string): Promise<number> {
  const region = await db
    .selectFrom('regions')
    .select('id')
    .where('country', '=', country)
    .where('code', '=', code)
    .executeTakeFirstOrThrow()
  return region.id
}
