// The entry point of npm run campaign (see campaign-cli.ts).
import { loadConfig } from '#server/config.js'
import { createDatabase } from '#server/db/database.js'
import { runCampaignCli } from './campaign-cli.js'

const db = createDatabase({ url: loadConfig().databaseUrl })
try {
  console.log(await runCampaignCli(db, process.argv.slice(2)))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.destroy()
}
