import { request } from 'node:http'
import autocannon from 'autocannon'
import { isFrameworkFile, type PageBudget, pageBudgets, pageFiles } from '#server/render/pageBudgets.js'
import { type BenchProcess, cpuMs, startProcess } from './server.js'

const host = 'localhost'
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
/**
 * Before a page is measured it is asked for this long: a render's CPU time falls for some 20 seconds of
 * steady load after a page is first asked for (JIT, caches; `/members` from 12–15 ms in the first two seconds
 * to 5–6 from the twentieth), and a running site's pages are warm.
 */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 15)

export interface PageMeasure {
  name: string
  data: string
  /** The Content-Encoding the answer came with: 'none' when the page was asked for plain. */
  encoding: string
  /** At 8 connections, where the CPU figure is steady. */
  pagesPerSecond: number
  cpuMsPerPage: number
  /** The body as sent, compressed or not. */
  sentBytes: number
  /** At 50 connections: how long the slowest wait compared with the typical one. */
  p50Ms: number
  p99Ms: number
  errors: number
  budget?: PageBudget
}

export interface PageWeight {
  name: string
  scriptGzipBytes: number
  /** Of the scripts, the app's own: all but the framework chunk. */
  appScriptGzipBytes: number
  styleGzipBytes: number
  budget: PageBudget
}

type AppProcess = BenchProcess

/** The app (bench/app-server.ts), which answers on its channel how much CPU time it has used. */
export function startMeasuredApp(env: Record<string, string>): Promise<AppProcess> {
  return startProcess('bench/app-server.ts', { env })
}

interface WireAnswer {
  status: number
  encoding: string
  bytes: Buffer
}

/** The body of a GET as sent over the wire (compressed when `accept-encoding` asks for it). */
function wireBytes(url: string, headers: Record<string, string>): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { host, ...headers } }, (response) => {
      const parts: Buffer[] = []
      const encoding = response.headers['content-encoding'] ?? 'none'
      response.on('data', (part: Buffer) => parts.push(part))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, encoding, bytes: Buffer.concat(parts) }),
      )
      response.on('error', reject)
    })
    call.on('error', reject)
    call.end()
  })
}

async function measurePage(
  app: AppProcess,
  name: string,
  data: string,
  path: string,
  headers: Record<string, string> = {},
  each: 'same' | 'new click id' = 'same',
): Promise<PageMeasure> {
  const url = `${app.url}${path}`
  const page = await wireBytes(url, headers)
  if (page.status !== 200) throw new Error(`${path} answered ${page.status}`)
  // Paid traffic's clicks each carry their own id, which the lander writes into its links: no two are alike.
  let click = 0
  const requests =
    each === 'same'
      ? undefined
      : [
          {
            setupRequest: (request: autocannon.Request) => ({ ...request, path: `${path}?sub1=c${++click}` }),
          },
        ]
  const options = { url, headers: { host, ...headers }, requests }
  await autocannon({ ...options, connections: 8, duration: warmUpSeconds })
  const before = await cpuMs(app)
  const steady = await autocannon({ ...options, connections: 8, duration: durationSeconds })
  const cpu = (await cpuMs(app)) - before
  const crowded = await autocannon({ ...options, connections: 50, duration: durationSeconds })
  return {
    name,
    data,
    encoding: page.encoding,
    pagesPerSecond: Math.round(steady.requests.average),
    cpuMsPerPage: cpu / Math.max(1, steady.requests.total),
    sentBytes: page.bytes.length,
    p50Ms: crowded.latency.p50,
    p99Ms: crowded.latency.p99,
    errors: steady.errors + steady.non2xx + crowded.errors + crowded.non2xx,
  }
}

/** What a browser asks for: the page compressed on the fly, brotli if it can. */
const browserEncodings = { 'accept-encoding': 'br, gzip' }

/**
 * The page asked for plain and then compressed, one right after the other in the same run, so that what
 * compression costs is read from two figures the machine's other work touched alike.
 */
export async function measurePlainAndCompressed(
  app: AppProcess,
  name: string,
  data: string,
  path: string,
  headers: Record<string, string> = {},
  each: 'same' | 'new click id' = 'same',
  budget?: PageBudget,
): Promise<PageMeasure[]> {
  return [
    { ...(await measurePage(app, name, data, path, headers, each)), budget },
    { ...(await measurePage(app, name, data, path, { ...headers, ...browserEncodings }, each)), budget },
  ]
}

/** What the page's HTML makes the browser load before the app runs, as sent (gzip). */
export async function weighPage(
  app: AppProcess,
  name: string,
  path: string,
  budget: PageBudget,
  headers: Record<string, string> = {},
): Promise<PageWeight> {
  const html = (await wireBytes(`${app.url}${path}`, headers)).bytes.toString('utf8')
  const { scripts, styles } = pageFiles(html)
  const gzipped = async (files: string[]) => {
    let total = 0
    for (const file of files)
      total += (await wireBytes(`${app.url}${file}`, { ...headers, 'accept-encoding': 'gzip' })).bytes.length
    return total
  }
  return {
    name,
    scriptGzipBytes: await gzipped(scripts),
    appScriptGzipBytes: await gzipped(scripts.filter((file) => !isFrameworkFile(file))),
    styleGzipBytes: await gzipped(styles),
    budget,
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const verdict = (value: number, limit: number) => (value <= limit ? 'within' : '**over**')

/** At 50 connections no page may keep a visitor waiting more than this many times the typical wait. */
const fairnessBudget = 10
function fairness(m: PageMeasure): string {
  const ratio = m.p99Ms / Math.max(1, m.p50Ms)
  return `${ratio.toFixed(1)}, ${verdict(ratio, fairnessBudget)}`
}

function cpuVerdict(m: PageMeasure): string {
  return m.budget ? `${m.budget.cpuMs}, ${verdict(m.cpuMsPerPage, m.budget.cpuMs)}` : '—'
}

/** The HTML's budget is of the page as rendered: its uncompressed row. */
function htmlVerdict(m: PageMeasure): string {
  const limit = m.budget?.htmlKb
  if (limit === undefined || m.encoding !== 'none') return '—'
  return `${limit}, ${verdict(m.sentBytes / 1024, limit)}`
}

export function printPages(measures: PageMeasure[], weights: PageWeight[]): void {
  console.log('\nServer-rendered pages: 8 connections for the rate and CPU, 50 for p50/p99\n')
  console.log(
    `| page | data | encoding | pages/s | CPU ms/page | CPU budget ms | KB sent | HTML budget KB | p50 ms (50) | p99 ms (50) | p99/p50 (budget ${fairnessBudget}) | errors |`,
  )
  console.log('|---|---|---|---:|---:|---|---:|---|---:|---:|---:|---:|')
  for (const m of measures)
    console.log(
      `| ${m.name} | ${m.data} | ${m.encoding} | ${m.pagesPerSecond} | ${m.cpuMsPerPage.toFixed(2)} | ${cpuVerdict(m)} | ${kb(m.sentBytes)} | ${htmlVerdict(m)} | ${m.p50Ms} | ${m.p99Ms} | ${fairness(m)} | ${m.errors} |`,
    )
  printCompression(measures)
  console.log('\nWhat a page loads before it runs (gzip, as sent)\n')
  console.log("| page | JavaScript KB | budget KB | of it the app's KB | budget KB | CSS KB | budget KB |")
  console.log('|---|---:|---|---:|---|---:|---|')
  for (const w of weights) {
    const { scriptKb, appScriptKb, styleKb } = w.budget
    const styleBudget =
      styleKb === undefined ? '—' : `${styleKb}, ${verdict(w.styleGzipBytes / 1024, styleKb)}`
    console.log(
      `| ${w.name} | ${kb(w.scriptGzipBytes)} | ${scriptKb}, ${verdict(w.scriptGzipBytes / 1024, scriptKb)} | ${kb(w.appScriptGzipBytes)} | ${appScriptKb}, ${verdict(w.appScriptGzipBytes / 1024, appScriptKb)} | ${kb(w.styleGzipBytes)} | ${styleBudget} |`,
    )
  }
}

/** Each page compressed against the same page plain, measured right before it. */
function printCompression(measures: PageMeasure[]): void {
  console.log('\nCompressed on the fly against plain, in this run\n')
  console.log('| page | encoding | pages/s, of plain | CPU ms/page added | KB sent, of plain |')
  console.log('|---|---|---:|---:|---:|')
  for (const [index, m] of measures.entries()) {
    const plain = measures[index - 1]
    if (m.encoding === 'none' || !plain || plain.name !== m.name) continue
    const share = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`
    console.log(
      `| ${m.name} | ${m.encoding} | ${share(m.pagesPerSecond, plain.pagesPerSecond)} | ${(m.cpuMsPerPage - plain.cpuMsPerPage).toFixed(2)} | ${share(m.sentBytes, plain.sentBytes)} |`,
    )
  }
}

export { pageBudgets }
