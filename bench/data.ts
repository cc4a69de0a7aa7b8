// The large benchmark databases: 100,000 generated members on SQLite (a cached folder under ./data) and on
// PostgreSQL (a database of its own), seeded once with `npm run seed` and reused by later runs.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { createDatabase, type Engine } from '#server/db/database.js'

export const benchMembers = Number(process.env.BENCH_MEMBERS ?? 100_000)
const benchSeed = 4

export interface BenchData {
  engine: Engine
  /** Environment for the seed and the app server. */
  env: Record<string, string>
}

function sqliteData(): BenchData {
  const dataDir = resolve('data', `bench-${benchMembers / 1000}k-sqlite`)
  return { engine: 'sqlite', env: { DATA_DIR: dataDir, DATABASE_URL: resolve(dataDir, 'amora.sqlite') } }
}

function postgresData(serverUrl: string): BenchData {
  const url = new URL(serverUrl)
  url.pathname = `/amora_bench_${benchMembers / 1000}k`
  return {
    engine: 'postgres',
    env: {
      DATA_DIR: resolve('data', `bench-${benchMembers / 1000}k-postgres`),
      DATABASE_URL: url.toString(),
    },
  }
}

async function createPostgresDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }),
  })
  try {
    const name = new URL(databaseUrl).pathname.slice(1)
    const found = await sql<{ n: number }>`select 1 as n from pg_database where datname = ${name}`.execute(
      admin,
    )
    if (found.rows.length === 0) await sql`create database ${sql.id(name)}`.execute(admin)
  } finally {
    await admin.destroy()
  }
}

async function countMembers(databaseUrl: string): Promise<number> {
  if (!databaseUrl.startsWith('postgres') && !existsSync(databaseUrl)) return 0
  const db = createDatabase({ url: databaseUrl, poolSize: 1 })
  try {
    const row = await db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst()
    return Number(row?.count ?? 0)
  } catch {
    // Not migrated yet.
    return 0
  } finally {
    await db.destroy()
  }
}

function seed(env: Record<string, string>, members: number): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/db/seed/cli.ts',
      '--members',
      String(members),
      '--seed',
      String(benchSeed),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } },
  )
  return new Promise((done, fail) =>
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`seed exited with ${code}`)))),
  )
}

/**
 * Planner statistics, as a running site has them (PostgreSQL's autovacuum, SQLite's `PRAGMA optimize`):
 * right after a bulk load there are none, and the visibility map that allows index-only scans is empty.
 */
export async function analyze(databaseUrl: string): Promise<void> {
  const db = createDatabase({ url: databaseUrl, poolSize: 1 })
  try {
    await sql`${sql.raw(databaseUrl.startsWith('postgres') ? 'vacuum analyze' : 'analyze')}`.execute(db)
  } finally {
    await db.destroy()
  }
}

async function ensure(data: BenchData): Promise<BenchData> {
  const url = data.env.DATABASE_URL as string
  const have = await countMembers(url)
  // The demo member counts too; a few missing members (an interrupted run) are topped up.
  if (have < benchMembers) {
    console.log(`Seeding ${data.engine}: ${have} of ${benchMembers} members present`)
    await seed(data.env, benchMembers - have)
  }
  await analyze(url)
  return data
}

/** The databases to measure: SQLite always; PostgreSQL unless BENCH_POSTGRES_URL is "none". */
export async function benchDatabases(): Promise<BenchData[]> {
  const list = [await ensure(sqliteData())]
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  if (serverUrl === 'none') return list
  const data = postgresData(serverUrl)
  await createPostgresDatabase(serverUrl, data.env.DATABASE_URL as string)
  list.push(await ensure(data))
  return list
}
