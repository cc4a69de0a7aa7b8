import { type PhotoSources, photoSizes } from '#shared/photoSizes.js'

/**
 * The <img> attributes of a member's photo in the cards' 4:5 frame (`object-fit: cover`): each size it is
 * kept in, for the browser to take the smallest that is sharp at `sizes` on its screen, and the frame's
 * width and height, so that the page keeps its place before the file arrives. The full photo is at most
 * 1,200 pixels wide (smaller uploads stay as they are): it only serves frames wider than the card, and is not
 * offered to the small ones.
 */
export function framedPhoto(image: PhotoSources, sizes: string) {
  const { thumb, card, full } = photoSizes
  const sources = `${image.thumb_url} ${thumb.width}w, ${image.card_url} ${card.width}w`
  return {
    src: image.card_url,
    srcSet: smallFrames.has(sizes) ? sources : `${sources}, ${image.url} ${full.width}w`,
    sizes,
    width: card.width,
    height: card.height,
  }
}

/** `sizes` for the common frames: a tile of a grid (two across on a phone), a picture as wide as the column. */
export const frameSizes = {
  tile: '(min-width: 992px) 270px, (min-width: 576px) 33vw, 50vw',
  column: '(min-width: 576px) 480px, 100vw',
  avatar: '96px',
} as const

/**
 * Frames the card covers: a tile is at most 270 CSS pixels wide (195 on a phone), which the 480-pixel card
 * fills at twice the density and, a little softer, at three times; the full photo would cost four times the bytes.
 */
const smallFrames = new Set<string>([frameSizes.tile, frameSizes.avatar])
