import type { Database } from '#server/db/database.js'
import { enqueueMail, type QueuedMail } from '../queries.js'
import { findPeriodMail } from './queries.js'

/**
 * Queues a mail whose key names a period ("weekly_updates:42:2026-W48") unless that key was used
 * already. The sender renames a finished row's key to "<key>#<id>", so the unique key alone only
 * stops a second row while the first waits; this also finds the sent or skipped one.
 */
export async function enqueueOncePerPeriod(db: Database, mail: QueuedMail, now: number): Promise<boolean> {
  const used = await findPeriodMail(db, mail.userId, mail.batchKey)
  if (used) return false
  return enqueueMail(db, mail, now)
}
