import type { Database } from '#server/db/database.js'
import type { Job } from '#server/jobs/scheduler.js'
import { forgetUnconfirmedRequests } from './queries.js'

// A confirmation that checked the expiry a moment before it passed may still be finishing.
const graceMs = 60 * 60 * 1000

/**
 * A direct debit request that was never confirmed by its SMS code (expired, or dead after too many wrong
 * codes) will never be collected: its IBAN, holder and phone are not needed and are not kept, an hour
 * after it expired.
 */
export async function forgetUnconfirmedDebits(db: Database, now = Date.now()): Promise<number> {
  return forgetUnconfirmedRequests(db, now - graceMs)
}

export const forgetUnconfirmedDebitsJob: Job = {
  name: 'forget-unconfirmed-debits',
  everyMs: 60 * 60 * 1000,
  run: (db) => forgetUnconfirmedDebits(db).then(() => undefined),
}
