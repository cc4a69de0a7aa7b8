// The real app for benchmarks, on a fresh SQLite database or on the one DATA_DIR / DATABASE_URL name;
// prints its port when ready.
// Started with NODE_ENV=production, as `npm start` is: React and React Router pick their development builds,
// several times slower, when it is missing at the time they load.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { buildApp } from '#server/app.js'
import { loadConfig } from '#server/config.js'
import { createDatabase, engineOf, migrateToLatest } from '#server/db/database.js'
import { syncReferenceData } from '#server/db/seed/reference.js'
import { createDemoSite } from '#server/db/seed/site.js'
import { startPgBus } from '#server/realtime/pg-bus.js'
import { builtAssets } from '#server/render/assets.js'
import { createPageRenderer } from '#server/render/renderer.js'

const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'amora-bench-'))
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production', DATA_DIR: dataDir })
const db = createDatabase({ url: config.databaseUrl })
await migrateToLatest(db)
await syncReferenceData(db)
if (!(await db.selectFrom('sites').select('id').executeTakeFirst())) await createDemoSite(db)
// Realtime events go through PostgreSQL when the data is there, as in production (main.ts).
const bus = engineOf(config.databaseUrl) === 'postgres' ? await startPgBus(config.databaseUrl, db) : undefined
// Pages are rendered from the built web app (npm run build), as in production.
const { app, deps } = await buildApp({
  config,
  db,
  renderer: (deps) => createPageRenderer(deps, builtAssets()),
  bus,
})
await app.listen({ host: '127.0.0.1', port: 0 })
const address = app.server.address()
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
)
// bench/realtime.ts asks over IPC how much memory the process holds (after a full collection, when started
// with --expose-gc) and how many sockets it has, and how late its event loop ran since it last asked.
// bench/pages.ts asks for the CPU time the process has used, to divide it by the pages it rendered.
const pauses = pauseRecorder()
process.on('message', (message) => {
  if (message === 'cpu') process.send?.(process.cpuUsage())
  if (message === 'pauses') process.send?.(pauses.take())
  if (message !== 'memory') return
  globalThis.gc?.()
  process.send?.({ ...process.memoryUsage(), sockets: deps.realtime.size })
})
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => bus?.close())
      .then(() => db.destroy())
      .then(() => process.exit(0)),
)

/**
 * The event loop's delay since the last take (how late a due callback ran: the process's own work and its
 * garbage collection both show here): a latency's slow tail is either in this process or outside it (the
 * database, the machine). A native histogram, sampled every 10 ms; watching each collection instead
 * (PerformanceObserver 'gc') cost the chat send 10–20 % of its rate.
 */
function pauseRecorder() {
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  return {
    take() {
      const taken = { loopP99Ms: loop.percentile(99) / 1e6, loopMaxMs: loop.max / 1e6 }
      loop.reset()
      return taken
    },
  }
}
