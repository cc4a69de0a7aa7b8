import { describe, expect, it } from 'vitest'
import { decodeHeif, heifImageSize } from './heif.js'
import { heicPhoto } from './testing.js'

describe('HEIF header', () => {
  it('reads the primary image size from its ispe property', () => {
    expect(heifImageSize(heicPhoto())).toEqual({ width: 96, height: 64 })
  })

  it.each([
    ['garbage', Buffer.from('not a photo at all, just some text')],
    ['an empty file', Buffer.alloc(0)],
    ['a header cut short', heicPhoto().subarray(0, 200)],
    [
      'a box claiming to be longer than the file',
      Buffer.from([0, 0, 1, 0, 0x66, 0x74, 0x79, 0x70, 0, 0, 0, 0]),
    ],
  ])('finds no size in %s', (_, data) => {
    expect(heifImageSize(data)).toBeNull()
  })
})

describe('HEIF decoding', () => {
  it('gives upright RGBA pixels, the file’s own rotation applied', async () => {
    const image = await decodeHeif(heicPhoto(), 1_000_000)
    expect(image).toMatchObject({ width: 64, height: 96, channels: 4 })
    expect(image.data.length).toBe(64 * 96 * 4)
  })

  it('refuses a photo over the pixel limit before decoding it', async () => {
    await expect(decodeHeif(heicPhoto(), 96 * 64 - 1)).rejects.toThrow(/limit/)
  })
})
