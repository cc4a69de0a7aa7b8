// npm run migrate: brings the configured database up to date and syncs the reference data.
import { loadConfig } from '../config.js'
import { createDatabase, migrateToLatest } from './database.js'
import { syncReferenceData } from './seed/reference.js'

const config = loadConfig()
const db = createDatabase({ url: config.databaseUrl })
try {
  const applied = await migrateToLatest(db)
  await syncReferenceData(db)
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.')
} finally {
  await db.destroy()
}
