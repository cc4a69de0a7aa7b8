// npm run seed -- --members 100000 [--seed 7]: adds generated members to the first site.
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.js'
import { createDatabase, migrateToLatest } from '../database.js'
import { seedDemoIfEmpty } from './demo.js'
import { generateMembers } from './members.js'
import { syncReferenceData } from './reference.js'

const { values } = parseArgs({
  options: { members: { type: 'string', default: '300' }, seed: { type: 'string' } },
})
const count = Number(values.members)
if (!Number.isInteger(count) || count < 0 || count > 5_000_000) {
  console.error('--members must be a whole number between 0 and 5000000')
  process.exit(1)
}

const config = loadConfig()
const db = createDatabase({ url: config.databaseUrl })
const started = Date.now()
const progress = (done: number, total: number) => {
  if (done === total || done % 5000 < 250) process.stdout.write(`\r${done} / ${total} members`)
}
try {
  await migrateToLatest(db)
  await syncReferenceData(db)
  await seedDemoIfEmpty(db, { dataDir: config.dataDir, demoMembers: 0 })
  const site = await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow()
  const seed = values.seed ? Number(values.seed) : started % 1_000_000
  await generateMembers(db, { siteId: site.id, count, dataDir: config.dataDir, seed, onProgress: progress })
  console.log(`\nAdded ${count} members in ${((Date.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await db.destroy()
}
