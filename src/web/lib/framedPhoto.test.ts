import { describe, expect, it } from 'vitest'
import { framedPhoto, frameSizes } from './framedPhoto.js'

describe('framedPhoto', () => {
  const image = { url: '/cdn/a.webp', thumb_url: '/cdn/a-thumb.webp', card_url: '/cdn/a-card.webp' }

  it('offers each size with its width, the card as the fallback and the frame as the box', () => {
    expect(framedPhoto(image, frameSizes.column)).toEqual({
      src: '/cdn/a-card.webp',
      srcSet: '/cdn/a-thumb.webp 240w, /cdn/a-card.webp 480w, /cdn/a.webp 1200w',
      sizes: frameSizes.column,
      width: 480,
      height: 600,
    })
  })

  it('leaves the full photo out of a tile, which the card covers', () => {
    expect(framedPhoto(image, frameSizes.tile).srcSet).toBe('/cdn/a-thumb.webp 240w, /cdn/a-card.webp 480w')
  })
})
