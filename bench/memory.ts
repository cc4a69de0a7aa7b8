// The memory of one server process as `npm start` runs it (the bundle, dist/server/main.mjs, with source maps)
// on the demo site: its resident set after start, and after some minutes of visitors and members browsing.
// The demo database is made by a first start that is not measured, so that the measured start only opens it.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { freePort } from '#server/test/ports.js'
import { loginCookie } from './server.js'

const host = 'localhost'
/** How long visitors and members browse before the second reading: the "some minutes". */
const useSeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 120)

export interface MemoryMeasure {
  startSeconds: number
  rssAfterStartMb: number
  rssAfterUseMb: number
  useSeconds: number
  requests: number
  errors: number
}

interface Server {
  url: string
  pid: number
  stop(): Promise<void>
}

/** The process's resident set as the kernel counts it, in MB. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  if (!line) throw new Error(`no VmRSS for process ${pid}`)
  return Number(line.replace(/\D+/g, '')) / 1024
}

async function startBundle(dataDir: string): Promise<Server> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: join(dataDir, 'amora.sqlite'),
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMIT_SCALE: '10000',
    },
  })
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    if (waited > 120_000) throw new Error('the server did not answer /healthz within two minutes')
    const ready = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    await new Promise((done) => setTimeout(done, 50))
  }
  return {
    url,
    pid: child.pid as number,
    stop: () => {
      child.kill('SIGTERM')
      return exited
    },
  }
}

/** What visitors and a member ask for, in turns on each connection: pages, their API calls, search. */
async function browse(server: Server, seconds: number) {
  const member = { host, cookie: await loginCookie(server.url) }
  const visitor = { host }
  const search = await (await fetch(`${server.url}/api/search.php`, { headers: visitor })).json()
  const profile = `/members/${(search as { results: { id: number }[] }).results[0]?.id}`
  const requests = [
    { path: '/', headers: visitor },
    { path: '/landers/adultonly', headers: visitor },
    { path: '/pages/terms', headers: visitor },
    { path: profile, headers: visitor },
    { path: '/members', headers: member },
    { path: profile, headers: member },
    { path: '/api/search.php?page=2', headers: member },
    { path: '/chats', headers: member },
    { path: '/likes', headers: member },
    { path: '/credits', headers: member },
  ].map(({ path, headers }) => ({
    method: 'GET' as const,
    path,
    headers: { ...headers, 'accept-encoding': 'br, gzip' },
  }))
  const result = await autocannon({ url: server.url, connections: 8, duration: seconds, requests })
  return { requests: result.requests.total, errors: result.errors + result.non2xx }
}

export async function memoryMeasure(): Promise<MemoryMeasure> {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' })
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-bench-memory-'))
  try {
    await (await startBundle(dataDir)).stop()
    const began = performance.now()
    const server = await startBundle(dataDir)
    const startSeconds = (performance.now() - began) / 1000
    try {
      const rssAfterStartMb = rssMb(server.pid)
      const use = await browse(server, useSeconds)
      return {
        startSeconds,
        rssAfterStartMb,
        rssAfterUseMb: rssMb(server.pid),
        useSeconds,
        ...use,
      }
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A started process with the demo site should stay under this (docs/scaling.md). */
const startBudgetMb = 200

export function printMemory(m: MemoryMeasure): void {
  console.log(
    '\nOne process as `npm start` runs it (dist/server/main.mjs), SQLite demo site, resident memory',
  )
  console.log(
    `| start s | RSS after start MB (budget ${startBudgetMb}) | browsing | requests | errors | RSS after browsing MB |`,
  )
  console.log('|---:|---:|---|---:|---:|---:|')
  console.log(
    `| ${m.startSeconds.toFixed(2)} | ${m.rssAfterStartMb.toFixed(1)}, ${m.rssAfterStartMb <= startBudgetMb ? 'within' : '**over**'} | ${m.useSeconds} s, 8 connections, 4 visitor pages and 6 member pages and calls in turns | ${m.requests} | ${m.errors} | ${m.rssAfterUseMb.toFixed(1)} |`,
  )
}
