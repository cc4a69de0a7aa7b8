// Ad-hoc: the same calls against two checkouts' app servers, in turns.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'

const dirs = { before: process.argv[2] as string, after: process.argv[3] as string }
async function start(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/app-server.ts'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, RATE_LIMIT_SCALE: '10000' },
  })
  const line: string = await new Promise((ok) =>
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', ok),
  )
  return { url: `http://127.0.0.1:${JSON.parse(line).port}`, child }
}
const calls: [string, string, Record<string, string>][] = [
  ['settings.php', '/api/settings.php', {}],
  ['settings.php br', '/api/settings.php', { 'accept-encoding': 'br, gzip' }],
  ['page / ', '/', {}],
  ['page / br', '/', { 'accept-encoding': 'br, gzip' }],
  ['lander', '/landers/adultonly', {}],
  ['lander br', '/landers/adultonly', { 'accept-encoding': 'br, gzip' }],
]
const results: Record<string, string[]> = {}
for (const round of [1, 2]) {
  for (const side of ['before', 'after'] as const) {
    const app = await start(dirs[side])
    for (const [name, path, headers] of calls) {
      const options = {
        url: `${app.url}${path}`,
        connections: 32,
        headers: { host: 'localhost', ...headers },
      }
      await autocannon({ ...options, duration: 1 })
      const r = await autocannon({ ...options, duration: 5 })
      const key = `${name} ${side}`
      results[key] = [
        ...(results[key] ?? []),
        `${Math.round(r.requests.average)}·${r.latency.p99}·${Math.round(r.throughput.average / Math.max(1, r.requests.average))}B·${r.non2xx + r.errors}`,
      ]
    }
    app.child.kill('SIGTERM')
    await new Promise((ok) => app.child.once('exit', ok))
  }
}
for (const [key, values] of Object.entries(results)) console.log(key.padEnd(24), values.join('  '))
