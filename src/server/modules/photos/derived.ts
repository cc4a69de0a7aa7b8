import type { PhotoStorage } from '#server/adapters/storage.js'

// One rendering per file at a time, however many viewers ask for it at once.
const rendering = new Map<string, Promise<Buffer | null>>()

async function loadOrRender(
  storage: PhotoStorage,
  name: string,
  sourceName: string,
  render: (source: Buffer) => Promise<Buffer>,
): Promise<Buffer | null> {
  const stored = await storage.read(name)
  if (stored) return stored
  const source = await storage.read(sourceName)
  if (!source) return null
  const made = await render(source)
  await storage.write(name, made)
  return made
}

/**
 * A file made from another of the photo's files on first request (a blurred stand-in, the card of an older
 * photo) and kept in the storage from then on; null when the file it is made from is gone.
 */
export function readOrRender(
  storage: PhotoStorage,
  name: string,
  sourceName: string,
  render: (source: Buffer) => Promise<Buffer>,
): Promise<Buffer | null> {
  let pending = rendering.get(name)
  if (!pending) {
    pending = loadOrRender(storage, name, sourceName, render).finally(() => rendering.delete(name))
    rendering.set(name, pending)
  }
  return pending
}
