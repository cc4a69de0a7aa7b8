import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { createDatabase, engineOf, migrateToLatest } from './db/database.js'
import { seedDemoIfEmpty } from './db/seed/demo.js'
import { syncReferenceData } from './db/seed/reference.js'
import { startJobs } from './jobs/scheduler.js'
import { startPgBus } from './realtime/pg-bus.js'
import { builtAssets, devAssets } from './render/assets.js'
import { createPageRenderer } from './render/renderer.js'

async function main() {
  const config = loadConfig()
  const db = createDatabase({ url: config.databaseUrl })
  await migrateToLatest(db)
  await syncReferenceData(db)
  const demo = await seedDemoIfEmpty(db, config)

  const assets = config.viteDevOrigin ? devAssets(config.viteDevOrigin) : builtAssets()
  // Several processes share one PostgreSQL database: realtime events reach all of them through it.
  const bus =
    engineOf(config.databaseUrl) === 'postgres' ? await startPgBus(config.databaseUrl, db) : undefined
  const { app, deps, metrics } = await buildApp({
    config,
    db,
    renderer: (deps) => createPageRenderer(deps, assets, { viteDevOrigin: config.viteDevOrigin }),
    bus,
  })
  bus?.setLogger(app.log)
  await app.listen({ host: config.host, port: config.port })

  // The modules added their jobs while the app was built (docs/architecture.md §7).
  const stopJobs = startJobs(db, metrics.instrumentJobs(deps.jobs.list()), app.log)
  // Every process sends queued notification mails; leases on the rows keep them from sending one twice.
  const stopMailQueue = deps.mailQueue.start()

  const url = `http://localhost:${config.port}`
  console.log(`\nAmora is running at ${url}`)
  if (demo) console.log(`Demo member login: e-mail ${demo.email}  password ${demo.password}\n`)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, config.shutdownTimeoutMs)
    force.unref()
    stopJobs()
    stopMailQueue()
    await app.close()
    await bus?.close()
    await db.destroy()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.name === 'ConfigError' ? error.message : error)
  process.exit(1)
})
