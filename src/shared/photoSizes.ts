/**
 * The sizes a member's photo is kept in, made at upload: the thumbnail and the card are cut to the 4:5 frame
 * the cards show, the full photo keeps its own proportions within its box. A page offers the browser all of
 * them (srcset) and the browser takes the smallest that fills the frame sharply on its screen. Free of zod,
 * so that the visitors' pages can read it.
 */
export const photoSizes = {
  thumb: { width: 240, height: 300 },
  card: { width: 480, height: 600 },
  full: { width: 1200, height: 1500 },
} as const

/** The addresses of one photo in its sizes, as the API answers them. */
export interface PhotoSources {
  url: string
  thumb_url: string
  card_url: string
}
