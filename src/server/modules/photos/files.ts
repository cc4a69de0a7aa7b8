import { blurredName } from './blur.js'
import { cardName } from './card.js'

/**
 * Every file a stored photo may have: the photo and its thumbnail, and the card and blurred versions made
 * from them (the latter two only once asked for, for older photos). Removing a photo removes them all.
 */
export function photoFiles(photo: { filename: string; thumb_filename: string }): string[] {
  return [photo.filename, photo.thumb_filename, cardName(photo.filename), blurredName(photo.filename)]
}
