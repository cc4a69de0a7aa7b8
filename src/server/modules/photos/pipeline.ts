import type { Sharp } from 'sharp'
import { loadSharp } from '#server/adapters/sharp.js'
import { photoUpload } from '#shared/api/photos.js'
import { decodeHeif } from './heif.js'

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic'

/** What a file is, from its first bytes; the name and the declared type are never trusted. */
export function sniffImage(head: Buffer): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp'
  const brand = head.subarray(4, 12).toString('latin1')
  if (/^ftyp(heic|heix|hevc|hevx|mif1|msf1)$/.test(brand)) return 'heic'
  return null
}

export interface ProcessedPhoto {
  main: Buffer
  card: Buffer
  thumb: Buffer
  width: number
  height: number
}

/** A decoder for the upload: sharp reads JPEG, PNG and WebP itself; HEIC arrives as decoded pixels. */
async function open(input: Buffer, kind: ImageKind): Promise<Sharp> {
  const sharp = await loadSharp()
  if (kind !== 'heic')
    return sharp(input, { limitInputPixels: photoUpload.maxPixels, failOn: 'error' }).rotate()
  const image = await decodeHeif(input, photoUpload.maxPixels)
  // Raw pixels carry no metadata at all, and libheif has already turned them upright.
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
}

/**
 * The photo cut to the cards' frame from the full-size file, the crop following what draws the eye (a face
 * rather than a wall). Made at upload; for photos kept before there was a card size, on first request.
 */
export async function renderCard(main: Buffer): Promise<Buffer> {
  const sharp = await loadSharp()
  return sharp(main)
    .resize({ ...photoUpload.cardSize, fit: 'cover', position: 'attention' })
    .webp({ quality: 78 })
    .toBuffer()
}

/**
 * Turns an upload into the three files we serve: turned upright by its orientation, then stripped of
 * every piece of metadata (sharp writes none unless asked), scaled down, WebP; the card and the thumbnail
 * cut to the cards' frame. Pixel floods are refused before decoding. WebP only: AVIF was weighed against it
 * and does not pay for a second set of files (docs/decisions/0024).
 */
export async function processPhoto(input: Buffer, kind: ImageKind): Promise<ProcessedPhoto> {
  const image = await open(input, kind)
  const { data, info } = await image
    .resize({ ...photoUpload.mainSize, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
  const card = await renderCard(data)
  const sharp = await loadSharp()
  // The thumbnail has the card's proportions: scaling the card down keeps the same crop and costs less.
  const thumb = await sharp(card).resize(photoUpload.thumbSize).webp({ quality: 78 }).toBuffer()
  return { main: data, card, thumb, width: info.width, height: info.height }
}
