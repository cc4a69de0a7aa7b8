import type { PhotoStorage } from '#server/adapters/storage.js'
import type { Database } from '#server/db/database.js'
import type { Job } from '#server/jobs/scheduler.js'
import { photoFiles } from '../photos/files.js'
import { deletePhotos, listOrphanChatPhotos } from './queries.js'

// A chat photo is uploaded before the message that sends it; this long it may wait for that message.
const graceMs = 60 * 60 * 1000

/**
 * Chat photos no message points at any more go, row and files: their conversation was deleted (by a
 * member or a block) or the photo was uploaded and never sent. A chat photo is only ever shown through
 * its message, so nobody can see these any longer.
 */
export async function purgeChatPhotos(
  db: Database,
  storage: PhotoStorage,
  now = Date.now(),
): Promise<number> {
  const orphans = await listOrphanChatPhotos(db, now - graceMs)
  if (orphans.length === 0) return 0
  await deletePhotos(
    db,
    orphans.map((photo) => photo.id),
  )
  const files = orphans.flatMap(photoFiles)
  await Promise.allSettled(files.map((file) => storage.remove(file)))
  return orphans.length
}

export function purgeChatPhotosJob(storage: PhotoStorage): Job {
  return {
    name: 'purge-chat-photos',
    everyMs: 60 * 60 * 1000,
    run: (db) => purgeChatPhotos(db, storage).then(() => undefined),
  }
}
