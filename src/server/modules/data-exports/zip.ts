import { once } from 'node:events'
import { createWriteStream, type WriteStream } from 'node:fs'
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import type { MemberData, PhotoEntry } from './collect.js'

/** The JSON files of an export, each named and described in the README in the member's language. */
export const exportFiles = [
  'account',
  'profile',
  'photos',
  'messages',
  'likes',
  'gifts',
  'payments',
  'notifications',
  'logins',
  'blocks',
  'complaints',
] as const
export type ExportFile = (typeof exportFiles)[number]

export interface ZipSource {
  data: MemberData
  /** README.txt, already in the member's language. */
  readme: string
  /** A photo's stored file; null when it is gone (the index then says so). */
  readPhoto(storedFile: string): Promise<Buffer | null>
}

function fileContent(data: MemberData, file: ExportFile, missing: Set<number>): unknown {
  if (file !== 'photos') return data[file]
  return data.photos.map(({ stored_file: _stored, ...photo }: PhotoEntry) => ({
    ...photo,
    created_at: new Date(photo.created_at).toISOString(),
    file: missing.has(photo.id) ? null : photo.file,
  }))
}

/**
 * Writes the export's ZIP to `path`, one entry at a time: JSON files are compressed, photos (already
 * compressed WebP) stored as they are, and only one photo is held in memory at a time. Answers the size.
 */
export async function writeExportZip(path: string, source: ZipSource): Promise<number> {
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 })
  let size = 0
  const finished = new Promise<void>((resolve, reject) => {
    out.on('error', reject)
    out.on('finish', resolve)
  })
  // Awaited below, once everything is written; until then a failure must not count as unhandled.
  finished.catch(() => undefined)
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error)
      return
    }
    size += chunk.length
    out.write(chunk)
    if (final) out.end()
  })
  try {
    await build(zip, source, () => drained(out))
    zip.end()
  } catch (error) {
    zip.terminate()
    out.destroy()
    throw error
  }
  await finished
  return size
}

/** Waits while the file's stream holds more than its buffer, so that photos are not piled up in memory. */
async function drained(out: WriteStream): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain')
}

async function build(zip: Zip, source: ZipSource, flush: () => Promise<void>): Promise<void> {
  addText(zip, 'README.txt', source.readme)
  const missing = new Set<number>()
  for (const photo of source.data.photos) {
    const bytes = await source.readPhoto(photo.stored_file)
    if (!bytes) {
      missing.add(photo.id)
      continue
    }
    const entry = new ZipPassThrough(photo.file)
    entry.mtime = photo.created_at
    zip.add(entry)
    entry.push(bytes, true)
    await flush()
  }
  for (const file of exportFiles) {
    addText(zip, `${file}.json`, `${JSON.stringify(fileContent(source.data, file, missing), null, 2)}\n`)
  }
}

function addText(zip: Zip, name: string, text: string): void {
  const entry = new ZipDeflate(name, { level: 6 })
  zip.add(entry)
  entry.push(strToU8(text), true)
}
