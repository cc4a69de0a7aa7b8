import type { PhotoStorage } from '#server/adapters/storage.js'
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
  storage: PhotoStorage,
  now = Date.now(),
): Promise<number> {
  const due = await listAccountsDueForErasure(db, now - reactivationDays * day)
  for (const user of due) {
    const files = await db.transaction().execute((trx) => eraseAccount(trx, user, now))
    await removePhotoFiles(storage, files)
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

/** The files go after the rows: one that cannot be removed is left unreachable and stops nothing. */
export async function removePhotoFiles(storage: PhotoStorage, files: string[]) {
  await Promise.allSettled(files.map((file) => storage.remove(file)))
}

export function eraseDeletedAccountsJob(storage: PhotoStorage): Job {
  return {
    name: 'erase-deleted-accounts',
    everyMs: 60 * 60 * 1000,
    run: (db) => eraseDeletedAccounts(db, storage).then(() => undefined),
  }
}
