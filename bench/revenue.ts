// The revenue dashboard on a year of history (docs/decisions/0036-daily-figures-kept-by-a-job.md): how long the
// job's full rebuild of the daily figures takes, and how fast GET /api/staff/revenue.php answers a year by
// day, week and month. Its own databases (members plus `--history`), so the other parts' data stay as they are.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { createDatabase, type Database } from '#server/db/database.js'
import { createSession, sessionCookie } from '#server/modules/auth/sessions.js'
import { siteDay } from '#server/modules/likes/day.js'
import { keepDailyFigures } from '#server/modules/revenue/job.js'
import { StaffAccounts } from '#server/modules/staff/service.js'
import { addDays } from '#shared/calendarDays.js'
import { analyze, type BenchData, benchMembers } from './data.js'
import { startProcess } from './server.js'

const budgetMs = 200
const requests = Number(process.env.BENCH_REVENUE_REQUESTS ?? 40)
const dataRoot = process.env.BENCH_DATA_DIR ?? 'data'

export interface RevenueMeasure {
  data: string
  rebuildMs: number
  /** A later round: yesterday, today and the days of lately refunded payments, as the job runs every minute. */
  roundMs: number
  figureRows: number
  payments: number
  ledgerRows: number
  calls: Array<{ by: string; p50Ms: number; p99Ms: number }>
}

function databases(): BenchData[] {
  const dir = resolve(dataRoot, `bench-${benchMembers / 1000}k-history-sqlite`)
  const list: BenchData[] = [
    { engine: 'sqlite', env: { DATA_DIR: dir, DATABASE_URL: resolve(dir, 'amora.sqlite') } },
  ]
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  if (serverUrl === 'none') return list
  const url = new URL(serverUrl)
  url.pathname = `/amora_bench_${benchMembers / 1000}k_history`
  list.push({
    engine: 'postgres',
    env: {
      DATA_DIR: resolve(dataRoot, `bench-${benchMembers / 1000}k-history-postgres`),
      DATABASE_URL: url.toString(),
    },
  })
  return list
}

async function createPostgresDatabase(databaseUrl: string): Promise<void> {
  const serverUrl = new URL(databaseUrl)
  const name = serverUrl.pathname.slice(1)
  serverUrl.pathname = '/postgres'
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl.toString(), max: 1 }) }),
  })
  try {
    const found = await sql`select 1 from pg_database where datname = ${name}`.execute(admin)
    if (found.rows.length === 0) await sql`create database ${sql.id(name)}`.execute(admin)
  } finally {
    await admin.destroy()
  }
}

async function count(db: Database, table: 'users' | 'payments' | 'credit_ledger' | 'daily_figures') {
  try {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  } catch {
    return 0
  }
}

function seed(env: Record<string, string>, args: string[]): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/db/seed/cli.ts', '--seed', '4', ...args],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    },
  )
  return new Promise((done, fail) =>
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`seed exited with ${code}`)))),
  )
}

/** Members, then a year of history, seeded once and reused. */
async function ensure(data: BenchData): Promise<void> {
  const url = data.env.DATABASE_URL as string
  if (data.engine === 'postgres') await createPostgresDatabase(url)
  const db = createDatabase({ url, poolSize: 1 })
  try {
    const present = data.engine === 'sqlite' && !existsSync(url) ? 0 : await count(db, 'users')
    const payments = present === 0 ? 0 : await count(db, 'payments')
    if (present < benchMembers)
      await seed(data.env, ['--members', String(benchMembers - present), '--history'])
    else if (payments === 0) await seed(data.env, ['--members', '0', '--history'])
  } finally {
    await db.destroy()
  }
  await analyze(url)
}

async function adminCookie(db: Database): Promise<string> {
  const email = 'bench-revenue-admin@amora.example'
  const known = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
  const id = known?.id ?? (await new StaffAccounts(db, null).invite({ email, role: 'admin' })).userId
  return `${sessionCookie}=${await createSession(db, id, 'bench', { staff: true })}`
}

function percentile(sorted: number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10
}

/** One admin reading the dashboard, request after request: a screen is opened, not hammered. */
async function timeCalls(url: string, cookie: string): Promise<{ p50Ms: number; p99Ms: number }> {
  const call = async () => {
    const started = performance.now()
    const response = await fetch(url, { headers: { host: 'localhost', cookie } })
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`)
    await response.arrayBuffer()
    return performance.now() - started
  }
  for (let i = 0; i < 3; i++) await call()
  const times: number[] = []
  for (let i = 0; i < requests; i++) times.push(await call())
  times.sort((a, b) => a - b)
  return { p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99) }
}

async function measureOne(data: BenchData): Promise<RevenueMeasure> {
  await ensure(data)
  const url = data.env.DATABASE_URL as string
  const db = createDatabase({ url, poolSize: 2 })
  let measureData: Omit<RevenueMeasure, 'calls'>
  let cookie: string
  let today: string
  try {
    // The job's first round on an empty table: every day of every site, a month per transaction.
    await db.deleteFrom('daily_figures').execute()
    const started = performance.now()
    await keepDailyFigures(db)
    const rebuildMs = Math.round(performance.now() - started)
    const roundStarted = performance.now()
    await keepDailyFigures(db)
    const roundMs = Math.round(performance.now() - roundStarted)
    const site = await db.selectFrom('sites').select('time_zone').orderBy('id').executeTakeFirstOrThrow()
    today = siteDay(site.time_zone).date
    cookie = await adminCookie(db)
    measureData = {
      data: `${benchMembers / 1000}k ${data.engine}`,
      rebuildMs,
      roundMs,
      figureRows: await count(db, 'daily_figures'),
      payments: await count(db, 'payments'),
      ledgerRows: await count(db, 'credit_ledger'),
    }
  } finally {
    await db.destroy()
  }
  await analyze(url)
  const app = await startProcess('bench/app-server.ts', { env: { ...data.env, RATE_LIMIT_SCALE: '10000' } })
  try {
    const calls = []
    for (const by of ['day', 'week', 'month'])
      calls.push({
        by,
        ...(await timeCalls(
          `${app.url}/api/staff/revenue.php?from=${addDays(today, -364)}&to=${today}&by=${by}`,
          cookie,
        )),
      })
    return { ...measureData, calls }
  } finally {
    app.child.kill('SIGTERM')
  }
}

export async function revenueMeasures(): Promise<RevenueMeasure[]> {
  const results: RevenueMeasure[] = []
  for (const data of databases()) {
    const result = await measureOne(data)
    // Each engine's figures as soon as they are in: PostgreSQL may still have to be seeded.
    console.log(`${result.data}: ${JSON.stringify(result)}`)
    results.push(result)
  }
  return results
}

export function printRevenue(results: readonly RevenueMeasure[]): void {
  console.log('\n| data | payments | ledger rows | figure rows | full rebuild s | a later round ms |')
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const r of results)
    console.log(
      `| ${r.data} | ${r.payments.toLocaleString('en')} | ${r.ledgerRows.toLocaleString('en')} | ${r.figureRows.toLocaleString('en')} | ${(r.rebuildMs / 1000).toFixed(1)} | ${r.roundMs} |`,
    )
  console.log(
    `\n| call (a year, one admin, ${requests} requests) | data | p50 ms | p99 ms | within ${budgetMs} ms |`,
  )
  console.log('|---|---|---:|---:|---|')
  for (const r of results)
    for (const c of r.calls)
      console.log(
        `| GET /api/staff/revenue.php?by=${c.by} | ${r.data} | ${c.p50Ms} | ${c.p99Ms} | ${c.p99Ms <= budgetMs ? 'yes' : 'NO'} |`,
      )
}
