import type { Rect, Size } from './cropFrame.js'

/** JPEG at this quality keeps a face's detail at a fraction of a PNG's bytes; the server recodes it anyway. */
const jpegQuality = 0.9

/**
 * The photo decoded, for the crop dialog. Browsers turn it upright by its EXIF orientation, both here (its
 * natural size) and when drawing it on a canvas. Refused when the browser cannot read it.
 */
export async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image()
  image.src = url
  await image.decode()
  if (!image.naturalWidth || !image.naturalHeight) throw new Error('The image has no size')
  return image
}

export function naturalSize(image: HTMLImageElement): Size {
  return { width: image.naturalWidth, height: image.naturalHeight }
}

/** The part `rect` of the image, drawn at `size`, as a JPEG. */
export function cropToJpeg(image: CanvasImageSource, rect: Rect, size: Size): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) return Promise.reject(new Error('No canvas to crop on'))
  // A JPEG has no transparency: a PNG's transparent parts would turn black.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, size.width, size.height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height)
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be written'))),
      'image/jpeg',
      jpegQuality,
    )
  })
}

/** The cropped photo's file name: the chosen one's, as a JPEG. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '')
  return `${base || 'photo'}.jpg`
}
