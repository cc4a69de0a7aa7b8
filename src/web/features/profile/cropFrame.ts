/**
 * The geometry of cutting a photo to the frame the site shows photos in (4:5, like the cards): which part of
 * the image the frame shows for a zoom and a position, kept so that the frame is always covered by the photo.
 * Everything is in the image's own pixels, so that the frame's size on the screen does not matter.
 */

export interface Size {
  width: number
  height: number
}

export interface Rect extends Size {
  x: number
  y: number
}

/** What the member chose: how far zoomed in, and which point of the image is in the middle of the frame. */
export interface CropView {
  zoom: number
  centerX: number
  centerY: number
}

/** The cards' frame (src/shared/photoSizes.ts: 480 × 600). */
export const frameShape: Size = { width: 4, height: 5 }

/** Zoom 1 shows as much of the photo as the frame can; beyond 4 a phone photo turns to mush. */
export const zoomRange = { min: 1, max: 4 } as const

/** The long side of the cropped photo: more than the server keeps (1200 × 1500), less than a phone's camera. */
export const maxOutputSide = 2000

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** The largest rectangle of the frame's shape that fits in the image: what zoom 1 shows. */
export function fullCrop(image: Size, shape: Size = frameShape): Size {
  const imageWider = image.width * shape.height > shape.width * image.height
  if (imageWider) return { width: (image.height * shape.width) / shape.height, height: image.height }
  return { width: image.width, height: (image.width * shape.height) / shape.width }
}

/** The part the frame shows at a zoom, before it is placed. */
function cropSize(image: Size, zoom: number, shape: Size): Size {
  const full = fullCrop(image, shape)
  return { width: full.width / zoom, height: full.height / zoom }
}

/** Zoom 1, the middle of the photo. */
export function initialView(image: Size): CropView {
  return { zoom: zoomRange.min, centerX: image.width / 2, centerY: image.height / 2 }
}

/** The view with its zoom in range and its centre moved just enough that the crop stays inside the image. */
export function clampView(image: Size, view: CropView, shape: Size = frameShape): CropView {
  const zoom = clamp(Number.isFinite(view.zoom) ? view.zoom : zoomRange.min, zoomRange.min, zoomRange.max)
  const crop = cropSize(image, zoom, shape)
  return {
    zoom,
    centerX: clamp(view.centerX, crop.width / 2, image.width - crop.width / 2),
    centerY: clamp(view.centerY, crop.height / 2, image.height - crop.height / 2),
  }
}

/** The rectangle of the image the frame shows, in the image's pixels. */
export function cropRect(image: Size, view: CropView, shape: Size = frameShape): Rect {
  const { zoom, centerX, centerY } = clampView(image, view, shape)
  const crop = cropSize(image, zoom, shape)
  return { x: centerX - crop.width / 2, y: centerY - crop.height / 2, ...crop }
}

/**
 * The view after the photo was dragged by `dx` and `dy`, as shares of the frame's width and height (the
 * frame's size on the screen cancels out). Dragging the photo right shows more of its left side.
 */
export function panView(
  image: Size,
  view: CropView,
  dx: number,
  dy: number,
  shape: Size = frameShape,
): CropView {
  const crop = cropSize(image, clampView(image, view, shape).zoom, shape)
  const moved = { ...view, centerX: view.centerX - dx * crop.width, centerY: view.centerY - dy * crop.height }
  return clampView(image, moved, shape)
}

/** The view at another zoom around the same centre (as far as the photo allows). */
export function zoomView(image: Size, view: CropView, zoom: number, shape: Size = frameShape): CropView {
  return clampView(image, { ...view, zoom }, shape)
}

/**
 * Where the whole image lies when the frame shows `rect`, as percentages of the frame, for CSS: the frame
 * can then be any size on the screen.
 */
export function imagePlacement(image: Size, rect: Rect) {
  return {
    left: `${(-rect.x / rect.width) * 100}%`,
    top: `${(-rect.y / rect.height) * 100}%`,
    width: `${(image.width / rect.width) * 100}%`,
    height: `${(image.height / rect.height) * 100}%`,
  }
}

/**
 * The size of the cropped photo: exactly the frame's shape (whole multiples of it, so nothing is stretched
 * by rounding), at most `maxSide` on its long side and never larger than the crop itself.
 */
export function outputSize(rect: Size, shape: Size = frameShape, maxSide = maxOutputSide): Size {
  const longShape = Math.max(shape.width, shape.height)
  const longCrop = shape.height >= shape.width ? rect.height : rect.width
  // A zoom of 1.1 + 0.1 + … is a hair off in floating point: a crop of 799.9999 pixels is taken as 800.
  const units = Math.max(1, Math.floor(Math.min(longCrop, maxSide) / longShape + 1e-6))
  return { width: units * shape.width, height: units * shape.height }
}
