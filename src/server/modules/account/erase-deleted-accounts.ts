import { unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from '#server/db/database.js'
import type { Job } from '#server/jobs/scheduler.js'
import { reactivationDays } from '#shared/constants.js'
import { photoFiles } from '../photos/files.js'
import {
  deleteUserData,
  listAccountsDueForErasure,
  listPhotoFilesOfUser,
  markUserErased,
  scrubDirectDebitRequests,
} from './queries.js'

const day = 24 * 60 * 60 * 1000

/**
 * Accounts deleted more than 14 days ago lose their personal data for good: profile, photos, messages,
 * likes, sessions and tracking go; the user row stays, anonymised, for the payment records the law
 * makes us keep.
 */
export async function eraseDeletedAccounts(
  db: Database,
  uploadsDir: string,
  now = Date.now(),
): Promise<number> {
  const due = await listAccountsDueForErasure(db, now - reactivationDays * day)
  for (const user of due) {
    const files = await db.transaction().execute((trx) => eraseAccount(trx, user, now))
    await removePhotoFiles(uploadsDir, files)
  }
  return due.length
}

/**
 * Erases an account's personal data in the caller's transaction and answers its photo files, to be
 * removed once the transaction is committed.
 */
export async function eraseAccount(trx: Database, user: { id: number; email: string }, now: number) {
  const photos = await listPhotoFilesOfUser(trx, user.id)
  await deleteUserData(trx, user.id, user.email)
  await scrubDirectDebitRequests(trx, user.id)
  await markUserErased(trx, user.id, now)
  return photos.flatMap(photoFiles)
}

export async function removePhotoFiles(uploadsDir: string, files: string[]) {
  await Promise.all(files.map((file) => unlink(join(uploadsDir, file)).catch(() => undefined)))
}

export function eraseDeletedAccountsJob(uploadsDir: string): Job {
  return {
    name: 'erase-deleted-accounts',
    everyMs: 60 * 60 * 1000,
    run: (db) => eraseDeletedAccounts(db, uploadsDir).then(() => undefined),
  }
}
