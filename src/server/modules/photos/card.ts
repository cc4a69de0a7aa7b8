import type { PhotoStorage } from '#server/adapters/storage.js'
import { readOrRender } from './derived.js'
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

/**
 * A photo's card file. Photos uploaded before cards were made at upload (and the demo members' photos) get
 * theirs on first request, kept in the storage from then on.
 */
export function readCard(storage: PhotoStorage, name: string): Promise<Buffer | null> {
  return readOrRender(storage, name, photoOfCard(name), renderCard)
}
