// Several server processes on one PostgreSQL database (docs/scaling.md): the member search, as the same
// eight connections spread over 1, 2 and 4 app processes. On a machine of few cores the processes share them
// with PostgreSQL, so what this shows is that adding processes costs nothing, and what a request costs.
import autocannon from 'autocannon'
import type { BenchData } from './data.js'
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

/** The member search with 1, 2 and 4 app processes on the PostgreSQL bench database. */
export async function processesMeasures(data: BenchData): Promise<ProcessesMeasure[]> {
  const measures: ProcessesMeasure[] = []
  for (const count of processCounts) measures.push(await measureWith(count, data))
  return measures
}

export function printProcesses(measures: ProcessesMeasure[]): void {
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
