import { cpus, totalmem } from 'node:os'
import autocannon from 'autocannon'
import { createDatabase, type Database } from '#server/db/database.js'
import { createSession, sessionCookie } from '#server/modules/auth/sessions.js'
import { StaffAccounts } from '#server/modules/staff/service.js'
import { analyze, type BenchData, benchDatabases, benchMembers } from './data.js'
import { type LighthouseMeasure, lighthouseMeasures, printLighthouse } from './lighthouse.js'
import { memoryMeasure, printMemory } from './memory.js'
import {
  measurePlainAndCompressed,
  type PageMeasure,
  type PageWeight,
  pageBudgets,
  printPages,
  startMeasuredApp,
  weighPage,
} from './pages.js'
import { printProcesses, processesMeasures } from './processes.js'
import { printRealtime, realtimeMeasures } from './realtime.js'
import { printRevenue, revenueMeasures } from './revenue.js'
import { type BenchProcess, loginCookie, startProcess } from './server.js'

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const host = 'localhost'
const searchPath = '/api/search.php?gender=female&country=NL&min_age=25&max_age=40'

/** The parts BENCH_ONLY can pick; unset runs everything. */
const parts = ['queue', 'pages', 'revenue', 'processes', 'memory'] as const
type Part = (typeof parts)[number]

/**
 * The whole bench loads every call on two databases and then opens thousands of sockets; one part is enough
 * to check one change.
 */
function onlyPart(): Part | null {
  const value = process.env.BENCH_ONLY
  if (value === undefined || value === '') return null
  const part = parts.find((known) => known === value)
  if (!part) throw new Error(`BENCH_ONLY=${value}: known parts are ${parts.join(', ')}`)
  return part
}

interface Measure {
  name: string
  data: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
}

type Server = BenchProcess

function startServer(script: string, args: string[] = [], env: Record<string, string> = {}): Promise<Server> {
  return startProcess(script, { args, env })
}

/** A bare node:http server answering exactly the bytes and headers the app answered at `url`. */
async function startBareLike(url: string): Promise<Server> {
  const sample = await fetch(url, { headers: { host } })
  const body = await sample.text()
  const headers: Record<string, string> = {}
  for (const [key, value] of sample.headers)
    if (key !== 'content-length' && key !== 'date') headers[key] = value
  return startServer('bench/bare-server.ts', [JSON.stringify({ body, headers })])
}

/** Requests as fast as `open` connections (the bench's number unless told) keep them coming. */
async function measure(
  name: string,
  data: string,
  url: string,
  headers: Record<string, string> = {},
  open = connections,
): Promise<Measure> {
  const options = { url, connections: open, headers: { host, ...headers } }
  // A short warm-up so that caches and the JIT are in the state a running site has.
  await autocannon({ ...options, duration: 2 })
  const result = await autocannon({ ...options, duration: durationSeconds })
  return {
    name,
    data,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/**
 * An admin's staff session on the bench database, opened directly: the login's second factor is tested
 * elsewhere. Answers the cookie and an e-mail address of a generated member to search for.
 */
async function staffSession(data: BenchData): Promise<{ cookie: string; email: string; id: number }> {
  const db = createDatabase({ url: data.env.DATABASE_URL as string })
  try {
    const admin = await new StaffAccounts(db, null).invite({
      email: 'bench-admin@amora.example',
      role: 'admin',
    })
    const token = await createSession(db, admin.userId, 'bench', { staff: true })
    const member = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'like', '%@members.amora.example')
      .orderBy('id')
      .limit(1)
      .offset(Math.floor(benchMembers / 2))
      .executeTakeFirstOrThrow()
    return { cookie: `${sessionCookie}=${token}`, email: member.email, id: member.id }
  } finally {
    await db.destroy()
  }
}

const waitingConversations = 10_000

/**
 * Members waiting for fictional profiles' answers, as a busy site has them: one conversation each, with the
 * member's message and its queue row. Added once to the kept bench database.
 */
async function ensureWaitingConversations(data: BenchData): Promise<void> {
  const url = data.env.DATABASE_URL as string
  const db = createDatabase({ url })
  let added: boolean
  try {
    added = await addWaitingConversations(db, data.engine)
  } finally {
    await db.destroy()
  }
  // The statistics taken before the rows were there would plan the queue as an empty table.
  if (added) await analyze(url)
}

interface Member {
  id: number
  language: string
}

interface Fictional {
  user_id: number
  site_id: number
}

interface Waiting {
  member: Member
  profile: Fictional
  at: number
}

/** Tops the queue up to `waitingConversations`; false when it was full already. */
async function addWaitingConversations(db: Database, engine: string): Promise<boolean> {
  const have = await db
    .selectFrom('conversation_queue')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  if (Number(have.n) >= waitingConversations) return false
  // Only active profiles: the queue does not show paused ones, and the measure is of 10,000 shown.
  const fictional = await db
    .selectFrom('fictional_profiles')
    .select(['user_id', 'site_id'])
    .where('state', '=', 'active')
    .orderBy('user_id')
    .limit(200)
    .execute()
  if (fictional.length === 0) throw new Error(`no fictional profiles in the ${engine} bench database`)
  const members = await db
    .selectFrom('users')
    .select(['id', 'language'])
    .where('is_fictional', '=', 0)
    .where('role', '=', 'member')
    .where('status', '=', 'active')
    .orderBy('id', 'desc')
    .limit(waitingConversations)
    .execute()
  // Six hours of members writing, one every two seconds, oldest first.
  const start = Date.now() - 6 * 60 * 60 * 1000
  for (let offset = 0; offset < members.length; offset += 500) {
    const batch = members.slice(offset, offset + 500).map((member, i) => ({
      member,
      profile: fictional[(offset + i) % fictional.length] as Fictional,
      at: start + (offset + i) * 2000,
    }))
    await db.transaction().execute((trx) => addWaitingBatch(trx, batch))
  }
  return true
}

/** One conversation per member with its first message and its queue row: what the console's queue reads. */
async function addWaitingBatch(trx: Database, batch: Waiting[]): Promise<void> {
  const conversations = await trx
    .insertInto('conversations')
    .values(
      batch.map(({ member, profile, at }) => ({
        site_id: profile.site_id,
        user_low_id: Math.min(member.id, profile.user_id),
        user_high_id: Math.max(member.id, profile.user_id),
        started_by: member.id,
        last_message_at: at,
        created_at: at,
      })),
    )
    // A pair that talks already (an interrupted run) keeps its conversation.
    .onConflict((conflict) => conflict.columns(['user_low_id', 'user_high_id']).doNothing())
    .returning(['id', 'started_by', 'user_low_id', 'user_high_id', 'site_id', 'created_at'])
    .execute()
  if (conversations.length === 0) return
  const messages = await trx
    .insertInto('messages')
    .values(
      conversations.map((c) => ({
        conversation_id: c.id,
        sender_id: c.started_by,
        kind: 'text',
        body: 'Hi, how are you? What are you up to this weekend?',
        cost: 5,
        created_at: c.created_at,
      })),
    )
    .returning(['id', 'conversation_id'])
    .execute()
  const messageOf = new Map(messages.map((m) => [m.conversation_id, m.id]))
  for (const c of conversations)
    await trx
      .updateTable('conversations')
      .set({ last_message_id: messageOf.get(c.id) ?? null, last_sender_id: c.started_by })
      .where('id', '=', c.id)
      .execute()
  const language = new Map(batch.map(({ member }) => [member.id, member.language]))
  await trx
    .insertInto('conversation_queue')
    .values(
      conversations.map((c) => ({
        conversation_id: c.id,
        site_id: c.site_id,
        fictional_id: c.started_by === c.user_low_id ? c.user_high_id : c.user_low_id,
        member_id: c.started_by,
        language: language.get(c.started_by) ?? 'en',
        waiting_since: c.created_at,
      })),
    )
    .onConflict((conflict) => conflict.column('conversation_id').doNothing())
    .execute()
}

async function platformMeasures(): Promise<Measure[]> {
  const app = await startServer('bench/app-server.ts')
  const bare = await startBareLike(`${app.url}/api/settings.php`)
  try {
    return [
      await measure('bare node:http, same bytes as settings.php', 'demo', `${bare.url}/`),
      await measure('GET /api/settings.php', 'demo', `${app.url}/api/settings.php`),
    ]
  } finally {
    app.child.kill('SIGTERM')
    bare.child.kill('SIGTERM')
  }
}

/** The app on a bench database, for `use`; stopped afterwards however `use` ends. */
async function withLargeDataApp<T>(
  data: BenchData,
  use: (app: Server, label: string) => Promise<T>,
): Promise<T> {
  // Profile views are rate limited per address; the load generator is one address.
  const app = await startServer('bench/app-server.ts', [], { ...data.env, RATE_LIMIT_SCALE: '10000' })
  try {
    return await use(app, `${benchMembers / 1000}k ${data.engine}`)
  } finally {
    app.child.kill('SIGTERM')
  }
}

function largeDataMeasures(data: BenchData, withBare: boolean): Promise<Measure[]> {
  return withLargeDataApp(data, (app, label) => largeDataCalls(app, data, label, withBare))
}

async function largeDataCalls(app: Server, data: BenchData, label: string, withBare: boolean) {
  const measures: Measure[] = []
  let bare: Server | null = null
  try {
    const first = (await (await fetch(`${app.url}${searchPath}`, { headers: { host } })).json()) as {
      results: { id: number }[]
    }
    const memberId = first.results[0]?.id
    if (!memberId) throw new Error(`no search results on ${data.engine}`)
    if (withBare) {
      bare = await startBareLike(`${app.url}${searchPath}`)
      measures.push(await measure('bare node:http, same bytes as search.php', label, `${bare.url}/`))
    }
    const cookie = await loginCookie(app.url)
    measures.push(await measure(`GET ${searchPath} (visitor)`, label, `${app.url}${searchPath}`))
    measures.push(await measure(`GET ${searchPath} (member)`, label, `${app.url}${searchPath}`, { cookie }))
    measures.push(
      await measure('GET /api/member.php?id= (visitor)', label, `${app.url}/api/member.php?id=${memberId}`),
    )
    measures.push(
      await measure('GET /api/suggested.php (member)', label, `${app.url}/api/suggested.php`, { cookie }),
    )
    measures.push(await measure('page /landers/adultonly (visitor)', label, `${app.url}/landers/adultonly`))
    measures.push(await measure('page /members/:id (visitor)', label, `${app.url}/members/${memberId}`))
    measures.push(...(await staffSearchMeasures(app, data, label)))
    measures.push(...(await queueMeasures(app, data, label)))
    return measures
  } finally {
    bare?.child.kill('SIGTERM')
  }
}

/** The back-office's member search: by id, by the start of an e-mail address, by a short prefix. */
async function staffSearchMeasures(app: Server, data: BenchData, label: string): Promise<Measure[]> {
  const staff = await staffSession(data)
  const headers = { cookie: staff.cookie }
  const search = (q: string) => `${app.url}/api/staff/members.php?q=${encodeURIComponent(q)}`
  // "anna.50123@…" → "anna.501": the start of an address as staff type it, matching a handful.
  const prefix = staff.email.slice(0, staff.email.indexOf('.') + 4)
  return [
    await measure('GET /api/staff/members.php?q=<id> (admin)', label, search(String(staff.id)), headers),
    await measure('GET /api/staff/members.php?q=<e-mail start> (admin)', label, search(prefix), headers),
    await measure(
      'GET /api/staff/members.php?q=<2 letters> (admin)',
      label,
      search(staff.email.slice(0, 2)),
      headers,
    ),
    await measure(
      'GET /api/staff/members.php (admin, newest first)',
      label,
      `${app.url}/api/staff/members.php`,
      headers,
    ),
  ]
}

/** The operator console's queue with 10,000 members waiting: an admin's (every profile) and one language. */
async function queueMeasures(app: Server, data: BenchData, label: string): Promise<Measure[]> {
  await ensureWaitingConversations(data)
  const staff = await staffSession(data)
  const headers = { cookie: staff.cookie }
  return [
    await measure(
      'GET /api/staff/inbox.php (admin, 10k waiting)',
      label,
      `${app.url}/api/staff/inbox.php`,
      headers,
    ),
    await measure(
      'GET /api/staff/inbox.php?language=de (admin, 10k waiting)',
      label,
      `${app.url}/api/staff/inbox.php?language=de`,
      headers,
    ),
    // What one operator waits for: a console reads the queue at most once a second (useConsoleSocket), so a
    // team's consoles keep far fewer calls open than the measures above.
    await measure(
      'GET /api/staff/inbox.php (admin, 10k waiting, one console)',
      label,
      `${app.url}/api/staff/inbox.php`,
      headers,
      1,
    ),
  ]
}

async function allMeasures(databases: BenchData[]): Promise<Measure[]> {
  const results = await platformMeasures()
  for (const [index, data] of databases.entries())
    results.push(...(await largeDataMeasures(data, index === 0)))
  return results
}

async function queueOnlyMeasures(databases: BenchData[]): Promise<Measure[]> {
  const results: Measure[] = []
  for (const data of databases)
    results.push(...(await withLargeDataApp(data, (app, label) => queueMeasures(app, data, label))))
  return results
}

/**
 * The pages paid traffic, search engines and members open first, on the first (SQLite) bench database: the
 * rate, CPU and fairness of each render, and what each makes the browser download.
 */
async function pageMeasures(
  data: BenchData,
): Promise<{ measures: PageMeasure[]; weights: PageWeight[]; lighthouse: LighthouseMeasure[] | null }> {
  const app = await startMeasuredApp({ ...data.env, RATE_LIMIT_SCALE: '10000' })
  try {
    const label = `${benchMembers / 1000}k ${data.engine}`
    const first = (await (await fetch(`${app.url}${searchPath}`, { headers: { host } })).json()) as {
      results: { id: number }[]
    }
    const profile = `/members/${first.results[0]?.id}`
    const cookie = await loginCookie(app.url)
    const member = { cookie }
    const pages: [string, string, Record<string, string>, keyof typeof pageBudgets][] = [
      ['/ (visitor)', '/', {}, 'visitor'],
      ['/landers/adultonly (visitor)', '/landers/adultonly', {}, 'lander'],
      ['/pages/terms (visitor)', '/pages/terms', {}, 'visitor'],
      ['/members/:id (visitor)', profile, {}, 'members'],
      ['/members (member)', '/members', member, 'members'],
    ]
    const measures: PageMeasure[] = []
    const weights: PageWeight[] = []
    for (const [name, path, headers, budget] of pages) {
      weights.push(await weighPage(app, name, path, pageBudgets[budget], headers))
      measures.push(
        ...(await measurePlainAndCompressed(app, name, label, path, headers, 'same', pageBudgets[budget])),
      )
    }
    // After the lander's two rows.
    measures.splice(
      4,
      0,
      ...(await measurePlainAndCompressed(
        app,
        '/landers/adultonly?sub1=<a new click id each time> (visitor)',
        label,
        '/landers/adultonly',
        {},
        'new click id',
        pageBudgets.lander,
      )),
    )
    // A JSON answer of the API beside the pages, compressed by the same rules.
    measures.push(
      ...(await measurePlainAndCompressed(app, 'GET /api/search.php (visitor, JSON)', label, searchPath)),
    )
    // Lighthouse asks by name, as a browser does: the site answers to localhost.
    const origin = app.url.replace('127.0.0.1', host)
    const lighthouse = await lighthouseMeasures(origin, [
      { name: '/', path: '/', headers: {} },
      { name: '/landers/adultonly', path: '/landers/adultonly', headers: {} },
      { name: '/members/:id (visitor)', path: profile, headers: {} },
      { name: '/members (member)', path: '/members', headers: member },
    ])
    return { measures, weights, lighthouse }
  } finally {
    app.child.kill('SIGTERM')
  }
}

async function main() {
  const only = onlyPart()
  // The revenue dashboard has databases of its own (members with a year of history).
  if (only === 'revenue') {
    printRevenue(await revenueMeasures())
    return
  }
  // The memory of a process as npm start runs it: a demo site of its own, no bench database.
  if (only === 'memory') {
    printMemory(await memoryMeasure())
    return
  }
  const databases = await benchDatabases()
  const postgres = databases.find((data) => data.engine === 'postgres')
  if (only === 'processes') {
    if (!postgres) throw new Error('BENCH_ONLY=processes needs PostgreSQL (BENCH_POSTGRES_URL)')
    printProcesses(await processesMeasures(postgres))
    return
  }
  if (only === 'pages') {
    const { measures, weights, lighthouse } = await pageMeasures(databases[0] as BenchData)
    printPages(measures, weights)
    printLighthouse(lighthouse)
    return
  }
  const results = only === 'queue' ? await queueOnlyMeasures(databases) : await allMeasures(databases)

  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  )
  console.log(`Load: ${connections} connections, ${durationSeconds} s per measure, loopback\n`)
  console.log('| call | data | requests/s | p50 ms | p99 ms | errors |')
  console.log('|---|---|---:|---:|---:|---:|')
  for (const r of results)
    console.log(`| ${r.name} | ${r.data} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`)
  const share = (name: string, of: string) => {
    const limit = results.find((r) => r.name === of)
    for (const r of results.filter((m) => m.name === name))
      if (limit)
        console.log(
          `${name} [${r.data}] reaches ${((r.requestsPerSecond / limit.requestsPerSecond) * 100).toFixed(0)}% of the bare limit`,
        )
  }
  console.log('')
  share('GET /api/settings.php', 'bare node:http, same bytes as settings.php')
  share(`GET ${searchPath} (visitor)`, 'bare node:http, same bytes as search.php')
  share(`GET ${searchPath} (member)`, 'bare node:http, same bytes as search.php')

  if (only !== null) return
  const pages = await pageMeasures(databases[0] as BenchData)
  printPages(pages.measures, pages.weights)
  printLighthouse(pages.lighthouse)
  printRealtime(await realtimeMeasures())
  if (postgres) printProcesses(await processesMeasures(postgres))
  printMemory(await memoryMeasure())
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
