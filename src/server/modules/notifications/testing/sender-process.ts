/**
 * One server process's notification mail sender, alone, for the two-process tests: it runs the queue once
 * against DATABASE_URL and prints what each claimed row came to. With MAILER=hang every send waits
 * forever, so that the test can kill the process while it holds a lease, as a crash would; START_AT
 * (epoch ms) makes racing processes begin together.
 */
import { createOutboxMailer, type Mailer } from '#server/adapters/mail.js'
import { createDatabase } from '#server/db/database.js'
import { SiteService } from '#server/modules/sites/service.js'
import { NotificationMailer } from '../mailer.js'
import { MailQueueSender } from '../sender.js'

const { DATABASE_URL, OUTBOX_DIR, HOLDER, LEASE_MS, MAILER, START_AT } = process.env
if (!DATABASE_URL || !OUTBOX_DIR || !HOLDER) throw new Error('DATABASE_URL, OUTBOX_DIR and HOLDER are needed')

const hanging: Mailer = {
  send: () => {
    console.log('sending')
    return new Promise(() => {})
  },
}
const db = createDatabase({ url: DATABASE_URL, poolSize: 4 })
const mailer = MAILER === 'hang' ? hanging : createOutboxMailer(OUTBOX_DIR)
const log = { warn: () => {}, error: (object: object) => console.error(object) }
const sender = new MailQueueSender(
  db,
  new NotificationMailer(db, mailer, new SiteService(db), { publicUrl: 'https://localhost', port: 80 }),
  log,
  { holder: HOLDER, leaseMs: Number(LEASE_MS ?? 60_000) },
)
// Racing processes start at the same moment, whatever their start-up took.
await new Promise((start) => setTimeout(start, Math.max(0, Number(START_AT ?? 0) - Date.now())))
const outcomes = await sender.runOnce()
console.log(JSON.stringify(outcomes))
await db.destroy()
