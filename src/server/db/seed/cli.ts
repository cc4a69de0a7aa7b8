// npm run seed -- --members 100000 [--seed 7]: adds generated members to the first site, creating the
// demo site and demo member first when the database is empty. --history adds a year of payments and
// credit movements to the site's members (the revenue dashboard's bench data).
import { parseArgs } from 'node:util'
import { loadConfig } from '#server/config.js'
import { createDatabase, type Database, engineOf, migrateToLatest } from '../database.js'
import { seedDemoIfEmpty, seedPhotoStorage } from './demo.js'
import { generateHistory } from './history.js'
import { generateMembers } from './members.js'
import { syncReferenceData } from './reference.js'

class UsageError extends Error {
  override name = 'UsageError'
}

interface Arguments {
  members: number
  seed: number | undefined
  history: boolean
}

function parseArguments(): Arguments {
  const { values } = parseArgs({
    options: {
      members: { type: 'string', default: '300' },
      seed: { type: 'string' },
      history: { type: 'boolean', default: false },
    },
  })
  const members = Number(values.members)
  const seed = values.seed === undefined ? undefined : Number(values.seed)
  if (!Number.isInteger(members) || members < 0 || members > 5_000_000) {
    throw new UsageError('--members must be a whole number between 0 and 5000000')
  }
  if (seed !== undefined && !Number.isInteger(seed)) throw new UsageError('--seed must be a whole number')
  return { members, seed, history: values.history === true }
}

function progressPrinter(started: number) {
  let lastPrinted = 0
  return (done: number, total: number) => {
    const now = Date.now()
    // A line per second is plenty, and keeps piped output (CI logs) short.
    if (done !== total && now - lastPrinted < 1000) return
    lastPrinted = now
    const seconds = (now - started) / 1000
    const rate = seconds > 0 ? Math.round(done / seconds) : 0
    console.log(`  ${done.toLocaleString('en')} / ${total.toLocaleString('en')} members (${rate}/s)`)
  }
}

async function firstSiteId(db: Database): Promise<number> {
  const site = await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow()
  return site.id
}

async function main() {
  const args = parseArguments()
  const config = loadConfig()
  const db = createDatabase({ url: config.databaseUrl })
  const started = Date.now()
  try {
    const photosIn = config.storage?.label ?? config.uploadsDir
    console.log(`Seeding ${engineOf(config.databaseUrl)} database, photos in ${photosIn}`)
    await migrateToLatest(db)
    await syncReferenceData(db)
    // Only the demo site and demo member here: the members come from --members below.
    const demo = await seedDemoIfEmpty(db, { ...config, demoMembers: 0 })
    const siteId = await firstSiteId(db)
    // Without --seed every run adds different people, and a run can be repeated with the printed seed.
    const seed = args.seed ?? started % 1_000_000
    console.log(`Adding ${args.members.toLocaleString('en')} members to site ${siteId} (seed ${seed})`)
    await generateMembers(db, {
      siteId,
      count: args.members,
      dataDir: config.dataDir,
      storage: seedPhotoStorage(config),
      seed,
      onProgress: progressPrinter(Date.now()),
    })
    if (args.history) {
      console.log(`Adding a year of payments, credit movements and paid messages to site ${siteId}`)
      const written = await generateHistory(db, { siteId, seed, onProgress: progressPrinter(Date.now()) })
      console.log(
        `  ${written.payments.toLocaleString('en')} payments, ${written.ledger.toLocaleString('en')} ledger rows, ${written.messages.toLocaleString('en')} messages`,
      )
    }
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    if (demo) console.log(`Demo member login: e-mail ${demo.email}  password ${demo.password}`)
  } finally {
    await db.destroy()
  }
}

main().catch((error: unknown) => {
  // Mistakes in the command line or environment need no stack trace; anything else does.
  const expected = error instanceof Error && (error.name === 'UsageError' || error.name === 'ConfigError')
  console.error(expected ? error.message : error)
  process.exit(1)
})
