import type { PhotoStorage } from '#server/adapters/storage.js'

// One rendering per file at a time, however many viewers ask for it at once.
const rendering = new Map<string, Promise<Buffer | null>>()

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
  const pending = rendering.get(name)
  if (pending) return pending
  const made = (async () => {
    const stored = await storage.read(name)
    if (stored) return stored
    const source = await storage.read(sourceName)
    if (!source) return null
    const rendered = await render(source)
    await storage.write(name, rendered)
    return rendered
  })().finally(() => rendering.delete(name))
  rendering.set(name, made)
  return made
}
