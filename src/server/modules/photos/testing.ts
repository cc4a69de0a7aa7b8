import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

/** A multipart body as a browser sends it. */
export function multipart(
  file: Buffer,
  filename: string,
  fields: Record<string, string> = {},
  fileField = 'photo',
) {
  const boundary = `----amora${Date.now()}`
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/** A plain JPEG of one colour. */
export function jpegPhoto(background = '#c0587e', width = 600, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()
}

/**
 * A real HEIC made by libheif's x265 encoder (scripts/make-heic-fixtures.mjs): 96×64, red left half, blue
 * right half, EXIF with camera make "PhoneMaker" and a GPS position, and an irot box turning it 90°
 * anticlockwise, so that it shows 64×96 with blue on top.
 */
export function heicPhoto(): Buffer {
  return readFileSync(join(import.meta.dirname, 'fixtures', 'photo-rotated.heic'))
}
