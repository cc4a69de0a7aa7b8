import type { TestApp } from '#server/test/harness.js'
import { insertPhoto } from '../photos/queries.js'

/** A shown profile photo of the member, its file in the app's storage as an upload leaves it. */
export async function storedPhoto(t: TestApp, userId: number, base: string, bytes: Buffer): Promise<void> {
  await t.deps.storage.write(`${base}.webp`, bytes)
  const row = { filename: `${base}.webp`, thumbFilename: `${base}-thumb.webp`, width: 8, height: 8 }
  await insertPhoto(t.db, userId, { ...row, isPrivate: false }, 0, 'active')
}
