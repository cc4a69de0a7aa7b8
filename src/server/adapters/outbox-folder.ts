import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Writes one entry as a JSON file named by time, so that names sort oldest first; the mail and text
 * message outboxes a person reads while developing, and the browser tests read.
 */
export async function writeOutboxEntry<T extends object>(
  folder: string,
  entry: T,
): Promise<T & { id: string; sentAt: number }> {
  await mkdir(folder, { recursive: true })
  const sentAt = Date.now()
  const id = `${sentAt}-${randomBytes(6).toString('hex')}`
  const written = { ...entry, id, sentAt }
  // Written aside and renamed: a reader listing the folder meanwhile never opens half a file.
  const path = join(folder, `${id}.json`)
  await writeFile(`${path}.part`, JSON.stringify(written, null, 2))
  await rename(`${path}.part`, path)
  return written
}

/** The newest entries of an outbox folder, newest first; none when the folder does not exist yet. */
export async function readOutboxEntries<T>(folder: string, limit: number): Promise<T[]> {
  const names = await readdir(folder).catch(() => [] as string[])
  const newest = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit)
  return Promise.all(newest.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as T))
}
