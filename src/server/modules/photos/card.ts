import type { PhotoStorage } from '#server/adapters/storage.js'
import { renderCard } from './pipeline.js'

const cardSuffix = '-card.webp'

/** A photo's card size (480 × 600, pipeline.ts): `<base>-card.webp` beside `<base>.webp`. */
export function cardName(filename: string): string {
  return filename.replace(/\.webp$/, cardSuffix)
}

export function isCardName(name: string): boolean {
  return name.endsWith(cardSuffix)
}

/** The file name of the photo a card was cut from: whoever may see the photo may see its card. */
export function photoOfCard(name: string): string {
  return `${name.slice(0, -cardSuffix.length)}.webp`
}

// One rendering per file at a time, however many viewers ask for it at once.
const rendering = new Map<string, Promise<Buffer | null>>()

async function loadOrRender(storage: PhotoStorage, name: string): Promise<Buffer | null> {
  const stored = await storage.read(name)
  if (stored) return stored
  const main = await storage.read(photoOfCard(name))
  if (!main) return null
  const card = await renderCard(main)
  await storage.write(name, card)
  return card
}

/**
 * A photo's card file. Photos uploaded before cards were made at upload (and the demo members' photos) get
 * theirs on first request, kept in the storage from then on.
 */
export function readCard(storage: PhotoStorage, name: string): Promise<Buffer | null> {
  let pending = rendering.get(name)
  if (!pending) {
    pending = loadOrRender(storage, name).finally(() => rendering.delete(name))
    rendering.set(name, pending)
  }
  return pending
}
