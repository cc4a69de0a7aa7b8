import type { Database } from '../../../db/database.js'
import { enqueueMail, type QueuedMail } from '../queue.js'

/**
 * Queues a mail whose key names a period ("weekly_updates:42:2026-W48") unless that key was used
 * already. The sender renames a finished row's key to "<key>#<id>", so the unique key alone only
 * stops a second row while the first waits; this also finds the sent or skipped one.
 */
export async function enqueueOncePerPeriod(db: Database, mail: QueuedMail, now: number): Promise<boolean> {
  const used = await db
    .selectFrom('notification_mails')
    .select('id')
    .where('user_id', '=', mail.userId)
    .where((eb) =>
      eb.or([eb('batch_key', '=', mail.batchKey), eb('batch_key', 'like', `${mail.batchKey}#%`)]),
    )
    .executeTakeFirst()
  if (used) return false
  return enqueueMail(db, mail, now)
}
