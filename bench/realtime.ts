// Realtime benchmarks (npm run bench runs them last; `tsx bench/realtime.ts` alone):
// 1. the time from a POST /api/message.php to the message's frame on the recipient's socket, p50 and p99,
//    with 2,000 members connected, each socket its own session;
// 2. the memory one server process holds for 10,000 open sockets (BENCH_SOCKETS), per socket.
// The app runs in its own process (bench/app-server.ts) on a fresh SQLite database, and for (1) also on a
// fresh PostgreSQL database with its LISTEN/NOTIFY bus, on BENCH_POSTGRES_URL's server (as bench/data.ts;
// "none" skips it); members and sessions are written straight into the database.
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import WebSocket from 'ws'
import { createDatabase, type Database, migrateToLatest } from '#server/db/database.js'
import { syncReferenceData } from '#server/db/seed/reference.js'
import { createDemoSite } from '#server/db/seed/site.js'
import { sessionMaxAgeMs } from '#server/modules/auth/sessions.js'
import { hashToken, newToken } from '#server/modules/auth/tokens.js'
import type { RealtimeEvent } from '#shared/api/realtime.js'
import { startProcess } from './server.js'

const latencySockets = Number(process.env.BENCH_LATENCY_SOCKETS ?? 2_000)
const memorySockets = Number(process.env.BENCH_SOCKETS ?? 10_000)
const messages = Number(process.env.BENCH_MESSAGES ?? 2_000)
const concurrentSenders = Number(process.env.BENCH_SENDERS ?? 32)
// A busy evening: each of 2,000 members online sends a message every 40 s.
const messageRate = Number(process.env.BENCH_MESSAGE_RATE ?? 50)
const host = 'localhost'

export interface RealtimeLatency {
  name: string
  data: string
  sockets: number
  messages: number
  messagesPerSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** The POST's own answer, for comparison. */
  answerP50Ms: number
  answerP99Ms: number
  errors: number
  /** How long the app process stood still during the run (bench/app-server.ts). */
  pauses: Pauses
}

export interface Pauses {
  loopP99Ms: number
  loopMaxMs: number
}

export interface RealtimeMemory {
  data: string
  sockets: number
  rssBeforeMb: number
  rssAfterMb: number
  heapBeforeMb: number
  heapAfterMb: number
  rssPerSocketKb: number
  heapPerSocketKb: number
}

interface Memory {
  rss: number
  heapUsed: number
  sockets: number
}

interface Server {
  url: string
  child: ChildProcess
  memory(): Promise<Memory>
  /** The app's pauses since the last call. */
  pauses(): Promise<Pauses>
}

export interface Member {
  id: number
  cookie: string
}

export interface Store {
  data: string
  env: Record<string, string>
  db: Database
  drop(): Promise<void>
}

const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** A fresh database for one run: a SQLite file in a temporary folder, or a new PostgreSQL database. */
export async function createStore(serverUrl: string | null): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-bench-realtime-'))
  if (!serverUrl) {
    const url = join(dataDir, 'amora.sqlite')
    const db = createDatabase({ url })
    return {
      data: 'SQLite',
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      db,
      async drop() {
        await db.destroy()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  const name = `amora_bench_realtime_${process.pid}`
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }),
  })
  await sql`create database ${sql.id(name)}`.execute(admin)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const db = createDatabase({ url: url.toString(), poolSize: 4 })
  return {
    data: 'PostgreSQL (LISTEN/NOTIFY bus)',
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    db,
    async drop() {
      await db.destroy()
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin)
      await admin.destroy()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** `count` active, paid members with credits the ledger agrees with, each with a session of their own. */
export async function seedMembers(db: Database, count: number): Promise<Member[]> {
  await migrateToLatest(db)
  await syncReferenceData(db)
  const existing = await db.selectFrom('sites').select('id').executeTakeFirst()
  const siteId = existing?.id ?? (await createDemoSite(db))
  const now = Date.now()
  const members: Member[] = []
  const batch = 500
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start)
    await db.transaction().execute(async (trx) => {
      const users = await trx
        .insertInto('users')
        .values(
          Array.from({ length: size }, (_, i) => ({
            site_id: siteId,
            email: `bench.realtime.${start + i}.${now}@members.amora.example`,
            status: 'active',
            paid_user: 1,
            credits: 1_000_000,
            signup_date: now,
            activated_at: now,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute()
      const ids = users.map((user) => user.id)
      await trx
        .insertInto('profiles')
        .values(
          ids.map((id, i) => ({
            user_id: id,
            site_id: siteId,
            searchable: 1,
            name: `Member ${start + i}`,
            gender: i % 2 === 0 ? 'female' : 'male',
            sexuality: 'hetero',
            birth_date: '1990-06-15',
            country: 'NL',
            city: 'Utrecht',
            status: 'active',
            last_active_at: now,
            updated_at: now,
          })),
        )
        .execute()
      await trx
        .insertInto('credit_ledger')
        .values(
          ids.map((id) => ({
            user_id: id,
            amount: 1_000_000,
            kind: 'adjustment',
            reason: 'bench',
            idempotency_key: `bench:${id}`,
            created_at: now,
          })),
        )
        .execute()
      const tokens = ids.map(() => newToken())
      await trx
        .insertInto('sessions')
        .values(
          ids.map((id, i) => ({
            user_id: id,
            token_hash: hashToken(tokens[i] as string),
            user_agent: 'bench',
            created_at: now,
            last_seen_at: now,
            expires_at: now + sessionMaxAgeMs,
          })),
        )
        .execute()
      members.push(...ids.map((id, i) => ({ id, cookie: `amora_session=${tokens[i]}` })))
    })
  }
  return members
}

async function startServer(env: Record<string, string>): Promise<Server> {
  // BENCH_PROFILE_DIR: the server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : []
  const { url, child } = await startProcess('bench/app-server.ts', {
    env: { ...env, RATE_LIMIT_SCALE: '10000' },
    nodeArgs: ['--expose-gc', ...profile],
  })
  const ask = <T>(question: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (answer) => resolve(answer as T))
      child.send(question)
    })
  return { url, child, memory: () => ask<Memory>('memory'), pauses: () => ask<Pauses>('pauses') }
}

function stopServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.child.once('exit', () => done())
    server.child.kill('SIGTERM')
  })
}

function openSocket(url: string, member: Member): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/ws`, {
    headers: { host, cookie: member.cookie },
    origin: `http://${host}`,
    perMessageDeflate: false,
  })
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
    socket.once('close', (code) => reject(new Error(`socket closed with ${code}`)))
  })
}

/**
 * Opens one socket per member, `parallel` handshakes at a time; `url` may name the process each member's socket
 * goes to.
 */
export async function openSockets(
  url: string | ((index: number) => string),
  members: Member[],
  parallel = 200,
): Promise<WebSocket[]> {
  const urlOf = typeof url === 'string' ? () => url : url
  const sockets: WebSocket[] = []
  for (let start = 0; start < members.length; start += parallel)
    sockets.push(
      ...(await Promise.all(
        members.slice(start, start + parallel).map((m, i) => openSocket(urlOf(start + i), m)),
      )),
    )
  return sockets
}

export async function closeSockets(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((done) => {
          if (socket.readyState === WebSocket.CLOSED) return done()
          socket.once('close', () => done())
          socket.close()
        }),
    ),
  )
}

export function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0
}

export const round = (value: number) => Math.round(value * 10) / 10

/** How messages are sent: one after another, at a steady rate, or by many senders as fast as they can. */
export type Load =
  | { kind: 'one at a time' }
  | { kind: 'rate'; perSecond: number }
  | { kind: 'saturation'; senders: number }

function loadName(load: Load): string {
  if (load.kind === 'rate') return `${load.perSecond} messages/s`
  if (load.kind === 'saturation') return `${load.senders} senders as fast as they can`
  return 'one at a time'
}

export interface Run {
  times: number[]
  answers: number[]
  errors: number
  seconds: number
}

/**
 * Members in the first half write to those in the second (one conversation per pair); the time runs from
 * just before the POST to the 'message' frame on the recipient's socket. `url` may name the process each
 * message is posted to.
 */
export async function messageLatency(
  url: string | ((index: number) => string),
  members: Member[],
  sockets: WebSocket[],
  load: Load,
  count = messages,
): Promise<Run> {
  const arrivals = new Map<string, (at: number) => void>()
  sockets.forEach((socket, index) => {
    const owner = (members[index] as Member).id
    socket.on('message', (data) => {
      const at = performance.now()
      const frame = JSON.parse(data.toString()) as RealtimeEvent
      // The sender's own socket gets the message too: only the recipient's arrival counts.
      if (frame.type !== 'message' || frame.message.sender_id === owner || frame.message.text === null) return
      arrivals.get(frame.message.text)?.(at)
    })
  })
  const postUrl = typeof url === 'string' ? () => url : url
  const half = Math.floor(members.length / 2)
  const run: Run = { times: [], answers: [], errors: 0, seconds: 0 }
  const sendOne = async (index: number) => {
    const sender = members[index % half] as Member
    const recipient = members[half + (index % half)] as Member
    const text = `bench message ${index} ${Math.random()}`
    const arrived = new Promise<number>((resolve) => arrivals.set(text, resolve))
    const start = performance.now()
    const response = await fetch(`${postUrl(index)}/api/message.php`, {
      method: 'POST',
      headers: { host, cookie: sender.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ member: recipient.id, text }),
    })
    if (!response.ok) {
      run.errors++
      arrivals.delete(text)
      console.error(`message.php answered ${response.status}: ${await response.text()}`)
      return
    }
    await response.arrayBuffer()
    run.answers.push(performance.now() - start)
    run.times.push((await arrived) - start)
    arrivals.delete(text)
  }
  const began = performance.now()
  if (load.kind === 'rate') {
    // Open loop: each message leaves at its time whether or not the earlier ones arrived.
    const sent: Promise<void>[] = []
    for (let index = 0; index < count; index++) {
      const due = began + (index * 1000) / load.perSecond
      const wait = due - performance.now()
      if (wait > 0) await new Promise((done) => setTimeout(done, wait))
      sent.push(sendOne(index))
    }
    await Promise.all(sent)
  } else {
    const senders = load.kind === 'saturation' ? load.senders : 1
    let next = 0
    await Promise.all(
      Array.from({ length: senders }, async () => {
        while (next < count) await sendOne(next++)
      }),
    )
  }
  run.seconds = (performance.now() - began) / 1000
  for (const socket of sockets) socket.removeAllListeners('message')
  return run
}

async function latencyMeasures(store: Store, members: Member[]): Promise<RealtimeLatency[]> {
  const server = await startServer(store.env)
  const connected = members.slice(0, latencySockets)
  const results: RealtimeLatency[] = []
  try {
    const sockets = await openSockets(server.url, connected)
    const held = (await server.memory()).sockets
    if (held !== latencySockets) throw new Error(`the server holds ${held} sockets, not ${latencySockets}`)
    // A warm-up round, so that the JIT and statement caches are in the state a running site has.
    await messageLatency(server.url, connected, sockets, { kind: 'saturation', senders: concurrentSenders })
    const loads: Load[] = [
      { kind: 'one at a time' },
      { kind: 'rate', perSecond: messageRate },
      { kind: 'saturation', senders: concurrentSenders },
    ]
    for (const load of loads) {
      await server.pauses()
      const run = await messageLatency(server.url, connected, sockets, load)
      const pauses = await server.pauses()
      const sorted = [...run.times].sort((a, b) => a - b)
      const answered = [...run.answers].sort((a, b) => a - b)
      results.push({
        name: loadName(load),
        data: store.data,
        sockets: latencySockets,
        messages: run.times.length,
        messagesPerSecond: Math.round(run.times.length / run.seconds),
        p50Ms: round(percentile(sorted, 0.5)),
        p99Ms: round(percentile(sorted, 0.99)),
        maxMs: round(sorted.at(-1) ?? 0),
        answerP50Ms: round(percentile(answered, 0.5)),
        answerP99Ms: round(percentile(answered, 0.99)),
        errors: run.errors,
        pauses,
      })
    }
    await closeSockets(sockets)
  } finally {
    await stopServer(server)
  }
  return results
}

async function memoryMeasure(store: Store, members: Member[]): Promise<RealtimeMemory> {
  const server = await startServer(store.env)
  try {
    // One socket opened and closed first, so that the socket code is loaded before the baseline.
    await closeSockets(await openSockets(server.url, members.slice(0, 1)))
    const before = await server.memory()
    const sockets = await openSockets(server.url, members.slice(0, memorySockets))
    const after = await server.memory()
    if (after.sockets !== memorySockets)
      throw new Error(`the server holds ${after.sockets} sockets, not ${memorySockets}`)
    await closeSockets(sockets)
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20)
    const perSocketKb = (delta: number) => round(delta / memorySockets / 1024)
    return {
      data: store.data,
      sockets: after.sockets,
      rssBeforeMb: mb(before.rss),
      rssAfterMb: mb(after.rss),
      heapBeforeMb: mb(before.heapUsed),
      heapAfterMb: mb(after.heapUsed),
      rssPerSocketKb: perSocketKb(after.rss - before.rss),
      heapPerSocketKb: perSocketKb(after.heapUsed - before.heapUsed),
    }
  } finally {
    await stopServer(server)
  }
}

export async function realtimeMeasures(): Promise<{ latency: RealtimeLatency[]; memory: RealtimeMemory }> {
  const sqlite = await createStore(null)
  let latency: RealtimeLatency[]
  let memory: RealtimeMemory
  try {
    const members = await seedMembers(sqlite.db, Math.max(latencySockets, memorySockets))
    latency = await latencyMeasures(sqlite, members)
    memory = await memoryMeasure(sqlite, members)
  } finally {
    await sqlite.drop()
  }
  if (postgresServer === 'none') return { latency, memory }
  const postgres = await createStore(postgresServer)
  try {
    latency.push(...(await latencyMeasures(postgres, await seedMembers(postgres.db, latencySockets))))
  } finally {
    await postgres.drop()
  }
  return { latency, memory }
}

export function printRealtime(results: { latency: RealtimeLatency[]; memory: RealtimeMemory }): void {
  console.log(
    "\n| realtime: POST message.php → recipient's socket | data | sockets | messages | messages/s | p50 ms | p99 ms | max ms | POST answer p50 / p99 ms | errors | app's event loop delay p99 / max ms |",
  )
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const r of results.latency) {
    const p = r.pauses
    console.log(
      `| ${r.name} | ${r.data} | ${r.sockets} | ${r.messages} | ${r.messagesPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.answerP50Ms} / ${r.answerP99Ms} | ${r.errors} | ${round(p.loopP99Ms)} / ${round(p.loopMaxMs)} |`,
    )
  }
  const m = results.memory
  console.log(
    '\n| realtime: sockets in one process | data | RSS before → after MB | heap before → after MB | RSS per socket KB | heap per socket KB |',
  )
  console.log('|---:|---|---:|---:|---:|---:|')
  console.log(
    `| ${m.sockets} | ${m.data} | ${m.rssBeforeMb} → ${m.rssAfterMb} | ${m.heapBeforeMb} → ${m.heapAfterMb} | ${m.rssPerSocketKb} | ${m.heapPerSocketKb} |`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  realtimeMeasures()
    .then(printRealtime)
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
