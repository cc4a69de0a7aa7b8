import { describe, expect, it } from 'vitest'
import {
  clampView,
  cropRect,
  fullCrop,
  imagePlacement,
  initialView,
  outputSize,
  panView,
  zoomRange,
  zoomView,
} from './cropFrame.js'

const landscape = { width: 1600, height: 900 }
const portrait = { width: 900, height: 1600 }
const framed = { width: 800, height: 1000 }

/** The frame must always be covered: the crop lies inside the image. */
function expectInside(image: { width: number; height: number }, rect: ReturnType<typeof cropRect>) {
  expect(rect.x).toBeGreaterThanOrEqual(0)
  expect(rect.y).toBeGreaterThanOrEqual(0)
  expect(rect.x + rect.width).toBeLessThanOrEqual(image.width + 1e-9)
  expect(rect.y + rect.height).toBeLessThanOrEqual(image.height + 1e-9)
}

describe('the crop to the 4:5 frame', () => {
  it('shows as much as fits at zoom 1: the full height of a wide photo, the full width of a tall one', () => {
    expect(fullCrop(landscape)).toEqual({ width: 720, height: 900 })
    expect(fullCrop(portrait)).toEqual({ width: 900, height: 1125 })
    expect(fullCrop(framed)).toEqual({ width: 800, height: 1000 })
  })

  it('starts in the middle of the photo', () => {
    expect(cropRect(landscape, initialView(landscape))).toEqual({ x: 440, y: 0, width: 720, height: 900 })
    expect(cropRect(portrait, initialView(portrait))).toEqual({ x: 0, y: 237.5, width: 900, height: 1125 })
  })

  it('zooms around the centre, within the zoom range', () => {
    const zoomed = zoomView(landscape, initialView(landscape), 2)
    expect(cropRect(landscape, zoomed)).toEqual({ x: 620, y: 225, width: 360, height: 450 })
    expect(zoomView(landscape, zoomed, 10).zoom).toBe(zoomRange.max)
    expect(zoomView(landscape, zoomed, 0.2).zoom).toBe(zoomRange.min)
    expect(zoomView(landscape, zoomed, Number.NaN).zoom).toBe(zoomRange.min)
  })

  it('moves the other way than the photo is dragged, by shares of the frame', () => {
    const view = zoomView(landscape, initialView(landscape), 2)
    // Dragging the photo a quarter of the frame to the right shows a quarter of a frame more on its left.
    const moved = panView(landscape, view, 0.25, 0)
    expect(cropRect(landscape, moved)).toMatchObject({ x: 620 - 90, y: 225 })
    const down = panView(landscape, view, 0, -0.5)
    expect(cropRect(landscape, down)).toMatchObject({ x: 620, y: 225 + 225 })
  })

  it('keeps the frame covered however far the photo is dragged', () => {
    const view = initialView(landscape)
    const farLeft = cropRect(landscape, panView(landscape, view, 50, 50))
    expect(farLeft).toEqual({ x: 0, y: 0, width: 720, height: 900 })
    const farRight = cropRect(landscape, panView(landscape, view, -50, -50))
    expect(farRight).toEqual({ x: 880, y: 0, width: 720, height: 900 })
    expectInside(landscape, farRight)
  })

  it('pulls the centre back in when zooming out near an edge', () => {
    const corner = panView(portrait, zoomView(portrait, initialView(portrait), 3), 5, 5)
    const rect = cropRect(portrait, zoomView(portrait, corner, 1))
    expect(rect).toEqual({ x: 0, y: 0, width: 900, height: 1125 })
    for (const zoom of [1, 1.5, 2.7, 4])
      expectInside(portrait, cropRect(portrait, zoomView(portrait, corner, zoom)))
  })

  it('clamps a view that never was inside', () => {
    expect(clampView(framed, { zoom: 1, centerX: -100, centerY: 5000 })).toEqual({
      zoom: 1,
      centerX: 400,
      centerY: 500,
    })
  })

  it('places the whole image in the frame in percentages', () => {
    const rect = cropRect(landscape, initialView(landscape))
    const placement = imagePlacement(landscape, rect)
    expect(parseFloat(placement.left)).toBeCloseTo((-440 / 720) * 100)
    expect(placement.top).toBe('0%')
    expect(parseFloat(placement.width)).toBeCloseTo((1600 / 720) * 100)
    expect(placement.height).toBe('100%')
  })

  it('writes exactly 4:5, at most 2000 pixels high and never larger than the crop', () => {
    expect(outputSize({ width: 3024, height: 3780 })).toEqual({ width: 1600, height: 2000 })
    expect(outputSize({ width: 720, height: 900 })).toEqual({ width: 720, height: 900 })
    expect(outputSize({ width: 613.3, height: 766.7 })).toEqual({ width: 612, height: 765 })
    expect(outputSize({ width: 1, height: 1.25 })).toEqual({ width: 4, height: 5 })
    expect(outputSize({ width: 960 / 1.5000000000000004, height: 1200 / 1.5000000000000004 })).toEqual({
      width: 640,
      height: 800,
    })
    const { width, height } = outputSize({ width: 999.9, height: 1249.9 })
    expect(width / height).toBe(0.8)
  })
})
