import type { Database } from '#server/db/database.js'
import type { Job } from '#server/jobs/scheduler.js'
import { deleteFinishedMails } from './queries.js'

const keepForMs = 180 * 24 * 60 * 60 * 1000

/**
 * Finished queue rows older than half a year go, so the queue does not grow for ever. Sent reminders
 * stay: the reminder jobs count them to stop after three in a row without a visit.
 */
export async function purgeFinishedMails(db: Database, now = Date.now()): Promise<number> {
  return deleteFinishedMails(db, now - keepForMs)
}

export const purgeFinishedMailsJob: Job = {
  name: 'purge-finished-mails',
  everyMs: 24 * 60 * 60 * 1000,
  run: (db) => purgeFinishedMails(db).then(() => undefined),
}
