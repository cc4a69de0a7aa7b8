import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { PhotoStorage } from '#server/adapters/storage.js'
import { AppError } from '#server/errors.js'
import { photoErrors } from '#shared/api/photos.js'
import { cardName, readCard } from './card.js'
import { photoFiles } from './files.js'
import { processPhoto, sniffImage } from './pipeline.js'

/** A member's photo upload as it arrived: the file and the text fields beside it. */
export interface PhotoForm {
  fields: Record<string, string>
  data: Buffer
}

/** The photo as stored: the served file and its thumbnail, both WebP (and its card, named after it). */
export interface StoredPhoto {
  filename: string
  thumbFilename: string
  width: number
  height: number
}

const tooLargeCodes = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT'])

function missingPhoto(field: string): AppError {
  return new AppError('validation_failed', { field, messageKey: photoErrors.missing })
}

/**
 * The one reader of image uploads (profile photos, chat photos, a site's logo): a multipart body with one
 * image file (`photo` unless named) and the text fields the call names, in any order. Another file or field
 * is refused, naming it.
 */
export async function readPhotoForm(
  request: FastifyRequest,
  fieldNames: readonly string[],
  fileField = 'photo',
): Promise<PhotoForm> {
  const fields: Record<string, string> = {}
  let data: Buffer | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && fieldNames.includes(part.fieldname))
        fields[part.fieldname] = String(part.value)
      else if (part.type === 'file' && part.fieldname === fileField && data === undefined)
        data = await part.toBuffer()
      else throw new AppError('validation_failed', { field: part.fieldname })
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    if (tooLargeCodes.has((error as { code?: string }).code ?? ''))
      throw new AppError('payload_too_large', { field: fileField, messageKey: photoErrors.tooLarge })
    throw missingPhoto(fileField)
  }
  if (!data || data.length === 0) throw missingPhoto(fileField)
  return { fields, data }
}

/**
 * The one way a member's photo is stored: what the file is comes from its bytes, never its name; it is
 * turned upright, stripped of all metadata and written as WebP with a card and a thumbnail (pipeline.ts)
 * under a random name.
 */
export async function storePhoto(storage: PhotoStorage, data: Buffer): Promise<StoredPhoto> {
  const kind = sniffImage(data.subarray(0, 16))
  if (!kind)
    throw new AppError('unsupported_media_type', { field: 'photo', messageKey: photoErrors.unsupportedType })
  const processed = await processPhoto(data, kind).catch(() => {
    throw new AppError('validation_failed', { field: 'photo', messageKey: photoErrors.unreadable })
  })
  const base = randomBytes(16).toString('hex')
  const photo = {
    filename: `${base}.webp`,
    thumbFilename: `${base}-thumb.webp`,
    width: processed.width,
    height: processed.height,
  }
  await storage.write(photo.filename, processed.main)
  await storage.write(cardName(photo.filename), processed.card)
  await storage.write(photo.thumbFilename, processed.thumb)
  return photo
}

/**
 * A stored photo's files copied under a new random name, for a photo that lives on in a conversation: the
 * copy is the conversation's own, so that removing either never takes the other's files.
 */
export async function copyStoredPhoto(storage: PhotoStorage, source: StoredPhoto): Promise<StoredPhoto> {
  const [main, card, thumb] = await Promise.all([
    storage.read(source.filename),
    readCard(storage, cardName(source.filename)),
    storage.read(source.thumbFilename),
  ])
  if (!main || !card || !thumb)
    throw new AppError('not_found', { field: 'photo', messageKey: photoErrors.missing })
  const base = randomBytes(16).toString('hex')
  const copy = { ...source, filename: `${base}.webp`, thumbFilename: `${base}-thumb.webp` }
  await storage.write(copy.filename, main)
  await storage.write(cardName(copy.filename), card)
  await storage.write(copy.thumbFilename, thumb)
  return copy
}

/** Runs `record` for a stored photo; when it fails (a limit, a refusal) the photo's files go again. */
export async function recordStoredPhoto<T>(
  storage: PhotoStorage,
  photo: StoredPhoto,
  record: () => Promise<T>,
): Promise<T> {
  try {
    return await record()
  } catch (error) {
    const files = photoFiles({ filename: photo.filename, thumb_filename: photo.thumbFilename })
    await Promise.all(files.map((file) => storage.remove(file)))
    throw error
  }
}
