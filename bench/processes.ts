// Several server processes on one PostgreSQL database (docs/scaling.md), with 1, 2 and 4 app processes:
// 1. the member search, as the same eight connections spread over the processes;
// 2. the chat send: 2,000 members' sockets spread over the processes, messages posted to the processes in turn,
//    so that most reach their recipient through another process (PostgreSQL's LISTEN/NOTIFY).
// On a machine of few cores the processes share them with PostgreSQL, so what this shows is that adding
// processes costs nothing, and what a request costs.
import autocannon from 'autocannon'
import type WebSocket from 'ws'
import type { BenchData } from './data.js'
import {
  closeSockets,
  createStore,
  type Load,
  type Member,
  messageLatency,
  openSockets,
  percentile,
  round,
  seedMembers,
} from './realtime.js'
import { type BenchProcess, cpuMs, loginCookie, startProcess } from './server.js'

const host = 'localhost'
const searchPath = '/api/search.php?gender=female&country=NL&min_age=25&max_age=40'
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const totalConnections = 8
const processCounts = [1, 2, 4]
/**
 * A process's code runs for some seconds under load before the JIT has it where a running site has it, and
 * with four processes each sees a quarter of the load: each count is warmed up this long first.
 */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 15)

export interface ProcessesMeasure {
  processes: number
  requestsPerSecond: number
  /** The slowest process's p50 and p99: what the unluckiest visitor of the run saw. */
  p50Ms: number
  p99Ms: number
  /** CPU of all app processes (user and system) divided by the requests they answered. */
  appCpuMsPerRequest: number
  errors: number
}

async function measureWith(count: number, data: BenchData): Promise<ProcessesMeasure> {
  const env = { ...data.env, RATE_LIMIT_SCALE: '10000' }
  const apps = await Promise.all(
    Array.from({ length: count }, () => startProcess('bench/app-server.ts', { env })),
  )
  try {
    // One session, used on every process: it lives in the database.
    const cookie = await loginCookie((apps[0] as BenchProcess).url)
    const load = (seconds: number) =>
      Promise.all(
        apps.map((app) =>
          autocannon({
            url: `${app.url}${searchPath}`,
            connections: totalConnections / count,
            duration: seconds,
            headers: { host, cookie },
          }),
        ),
      )
    await load(warmUpSeconds)
    const before = await Promise.all(apps.map(cpuMs))
    const results = await load(durationSeconds)
    const after = await Promise.all(apps.map(cpuMs))
    const requests = results.reduce((sum, result) => sum + result.requests.total, 0)
    const cpu = after.reduce((sum, ms, index) => sum + ms - (before[index] ?? 0), 0)
    return {
      processes: count,
      requestsPerSecond: Math.round(results.reduce((sum, result) => sum + result.requests.average, 0)),
      p50Ms: Math.max(...results.map((result) => result.latency.p50)),
      p99Ms: Math.max(...results.map((result) => result.latency.p99)),
      appCpuMsPerRequest: Number((cpu / Math.max(1, requests)).toFixed(3)),
      errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
    }
  } finally {
    for (const app of apps) app.child.kill('SIGTERM')
  }
}

const chatSockets = Number(process.env.BENCH_LATENCY_SOCKETS ?? 2_000)
const chatRate = Number(process.env.BENCH_MESSAGE_RATE ?? 50)
const chatMessages = Number(process.env.BENCH_PROCESSES_MESSAGES ?? 1_000)
const chatSenders = Number(process.env.BENCH_SENDERS ?? 32)

export interface ChatSendMeasure {
  processes: number
  load: string
  messagesPerSecond: number
  /** From the POST to the message's frame on the recipient's socket. */
  p50Ms: number
  p99Ms: number
  /** The POST's own answer. */
  answerP99Ms: number
  /** Of the messages, those whose recipient's socket was on another process than the POST. */
  crossShare: number
  appCpuMsPerMessage: number
  errors: number
}

/**
 * Member `i`'s socket is on process `i mod n`; message `k` goes from member `k mod half` to member
 * `half + k mod half` and is posted to process `(k + ⌊k / n⌋) mod n`, which spreads the messages over the
 * processes as a proxy would and sends (n - 1) / n of them through another process than their recipient's.
 */
async function chatSendWith(count: number, members: Member[], env: Record<string, string>) {
  const apps = await Promise.all(
    Array.from({ length: count }, () =>
      startProcess('bench/app-server.ts', { env: { ...env, RATE_LIMIT_SCALE: '10000' } }),
    ),
  )
  const socketUrl = (member: number) => (apps[member % count] as BenchProcess).url
  const postProcess = (message: number) => (message + Math.floor(message / count)) % count
  const postUrl = (message: number) => (apps[postProcess(message)] as BenchProcess).url
  let sockets: WebSocket[] = []
  const half = Math.floor(members.length / 2)
  const crossShare = (messages: number) => {
    let cross = 0
    for (let k = 0; k < messages; k++) if (postProcess(k) !== (half + (k % half)) % count) cross++
    return cross / Math.max(1, messages)
  }
  try {
    sockets = await openSockets(socketUrl, members)
    // The JIT, the statement caches and the bus's connections warmed up as on a running site.
    await messageLatency(
      postUrl,
      members,
      sockets,
      { kind: 'saturation', senders: chatSenders },
      chatMessages,
    )
    const loads: [string, Load][] = [
      [`${chatRate} messages/s`, { kind: 'rate', perSecond: chatRate }],
      [`${chatSenders} senders as fast as they can`, { kind: 'saturation', senders: chatSenders }],
    ]
    const measures: ChatSendMeasure[] = []
    for (const [name, load] of loads) {
      const before = await Promise.all(apps.map(cpuMs))
      const run = await messageLatency(postUrl, members, sockets, load, chatMessages)
      const after = await Promise.all(apps.map(cpuMs))
      const cpu = after.reduce((sum, ms, index) => sum + ms - (before[index] ?? 0), 0)
      const times = [...run.times].sort((a, b) => a - b)
      const answers = [...run.answers].sort((a, b) => a - b)
      measures.push({
        processes: count,
        load: name,
        messagesPerSecond: Math.round(run.times.length / run.seconds),
        p50Ms: round(percentile(times, 0.5)),
        p99Ms: round(percentile(times, 0.99)),
        answerP99Ms: round(percentile(answers, 0.99)),
        crossShare: crossShare(run.times.length),
        appCpuMsPerMessage: Number((cpu / Math.max(1, run.times.length)).toFixed(2)),
        errors: run.errors,
      })
    }
    return measures
  } finally {
    await closeSockets(sockets)
    for (const app of apps) app.child.kill('SIGTERM')
  }
}

/** The chat send with 1, 2 and 4 app processes on a fresh PostgreSQL database of its own. */
async function chatSendMeasures(): Promise<ChatSendMeasure[]> {
  const store = await createStore(
    process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  )
  try {
    const members = await seedMembers(store.db, chatSockets)
    const measures: ChatSendMeasure[] = []
    for (const count of processCounts) measures.push(...(await chatSendWith(count, members, store.env)))
    return measures
  } finally {
    await store.drop()
  }
}

export interface ProcessesMeasures {
  search: ProcessesMeasure[]
  chat: ChatSendMeasure[]
}

/** The member search on the PostgreSQL bench database and the chat send, with 1, 2 and 4 app processes. */
export async function processesMeasures(data: BenchData): Promise<ProcessesMeasures> {
  const search: ProcessesMeasure[] = []
  for (const count of processCounts) search.push(await measureWith(count, data))
  return { search, chat: await chatSendMeasures() }
}

export function printProcesses({ search, chat }: ProcessesMeasures): void {
  printSearch(search)
  console.log(
    `\nChat send (POST /api/message.php → the recipient's socket), ${chatSockets} sockets over N processes, ${chatMessages} messages per load, PostgreSQL`,
  )
  console.log(
    '| processes | load | messages/s | p50 ms | p99 ms | POST answer p99 ms | through another process | app CPU ms/message | errors |',
  )
  console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|')
  for (const m of chat)
    console.log(
      `| ${m.processes} | ${m.load} | ${m.messagesPerSecond} | ${m.p50Ms} | ${m.p99Ms} | ${m.answerP99Ms} | ${Math.round(m.crossShare * 100)} % | ${m.appCpuMsPerMessage} | ${m.errors} |`,
    )
}

function printSearch(measures: ProcessesMeasure[]): void {
  console.log(
    `\nMember search (${searchPath}, member), ${totalConnections} connections over N processes, PostgreSQL`,
  )
  console.log('| processes | requests/s | p50 ms | p99 ms | app CPU ms/request | errors |')
  console.log('|---:|---:|---:|---:|---:|---:|')
  for (const m of measures)
    console.log(
      `| ${m.processes} | ${m.requestsPerSecond} | ${m.p50Ms} | ${m.p99Ms} | ${m.appCpuMsPerRequest} | ${m.errors} |`,
    )
  const one = measures.find((m) => m.processes === 1)
  const two = measures.find((m) => m.processes === 2)
  if (one && two)
    console.log(
      `2 processes: ${((two.requestsPerSecond / one.requestsPerSecond) * 100).toFixed(0)}% of 1 (${two.requestsPerSecond >= one.requestsPerSecond * 0.95 ? 'holds' : 'falls below'})`,
    )
}
