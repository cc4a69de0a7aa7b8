// npm run bench: requests per second and p99 latency of the app's calls next to a bare node:http server.
import { type ChildProcess, spawn } from 'node:child_process'
import { cpus, totalmem } from 'node:os'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const host = 'localhost'

interface Measure {
  name: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
}

function startServer(script: string, args: string[] = []): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })
    lines.once('line', (line) => resolve({ port: (JSON.parse(line) as { port: number }).port, child }))
  })
}

async function measure(name: string, url: string): Promise<Measure> {
  // A short warm-up so that caches and the JIT are in the state a running site has.
  await autocannon({ url, connections, duration: 2, headers: { host } })
  const result = await autocannon({ url, connections, duration: durationSeconds, headers: { host } })
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

async function main() {
  const app = await startServer('bench/app-server.ts')
  const appUrl = `http://127.0.0.1:${app.port}`
  const sample = await fetch(`${appUrl}/api/settings.php`, { headers: { host } })
  const body = await sample.text()
  const headers: Record<string, string> = {}
  for (const [key, value] of sample.headers)
    if (key !== 'content-length' && key !== 'date') headers[key] = value
  const bare = await startServer('bench/bare-server.ts', [JSON.stringify({ body, headers })])

  const results: Measure[] = []
  try {
    results.push(await measure('bare node:http, same bytes', `http://127.0.0.1:${bare.port}/`))
    results.push(await measure('GET /api/settings.php', `${appUrl}/api/settings.php`))
  } finally {
    app.child.kill('SIGTERM')
    bare.child.kill('SIGTERM')
  }

  const [limit, settings] = results
  console.log(
    `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  )
  console.log(`Load: ${connections} connections, ${durationSeconds} s per measure, loopback\n`)
  console.log('| call | requests/s | p50 ms | p99 ms | errors |')
  console.log('|---|---:|---:|---:|---:|')
  for (const r of results)
    console.log(`| ${r.name} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`)
  if (limit && settings) {
    console.log(
      `\nsettings.php reaches ${((settings.requestsPerSecond / limit.requestsPerSecond) * 100).toFixed(0)}% of the bare limit`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
