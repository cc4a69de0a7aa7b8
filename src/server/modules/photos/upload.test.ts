import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { catalogues } from '#shared/i18n/resources.js'
import { postSignup, sessionCookie } from '../members/fixtures.js'
import { heicPhoto, multipart } from './testing.js'

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0587e' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Someone', Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
    })
    .toBuffer()
}

describe.each(engines)('POST /api/photos.php [%s]', (engine) => {
  let t: TestApp
  let cookie = ''

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'amora-upload-')) } })
    const response = await postSignup(t, { email: `uploader.${engine}@example.com`, name: 'Uploader' })
    cookie = sessionCookie(response)
  })
  afterAll(() => t.close())

  const upload = (
    file: Buffer,
    filename = 'me.jpg',
    fields: Record<string, string> = {},
    headers: Record<string, string> = { cookie },
  ) => {
    const body = multipart(file, filename, fields)
    return t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { host: 'localhost', 'content-type': body.contentType, ...headers },
      payload: body.payload,
    })
  }
  const photoCount = async () => (await t.db.selectFrom('photos').select('id').execute()).length

  it('stores an upright, resized WebP without any metadata, as the main photo', async () => {
    const original = await photoWithGps()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const response = await upload(original)
    expect(response.statusCode).toBe(200)
    const { photo } = response.json()
    expect(photo).toMatchObject({ is_private: false, is_main: true })
    expect(photo.url).toMatch(/^\/cdn\/[0-9a-f]{32}\.webp$/)
    const served = await t.app.inject({ url: photo.url, headers: { host: 'localhost' } })
    expect(served.statusCode).toBe(200)
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.width).toBe(1200)
    expect(metadata.exif).toBeUndefined()
    expect(metadata.icc).toBeUndefined()
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false)
    // The card and the thumbnail are made with it, cut to the cards' 4:5 frame.
    for (const [url, width, height] of [
      [photo.card_url, 480, 600],
      [photo.thumb_url, 240, 300],
    ] as const) {
      const file = await t.app.inject({ url, headers: { host: 'localhost' } })
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height })
    }
  })

  it('keeps a private photo private and not main', async () => {
    const response = await upload(await photoWithGps(), 'secret.jpg', { private: '1' })
    expect(response.json().photo).toMatchObject({ is_private: true, is_main: false })
    expect(
      (await t.app.inject({ url: response.json().photo.url, headers: { host: 'localhost' } })).statusCode,
    ).toBe(404)
  })

  it('refuses the fourth photo of a free member', async () => {
    expect((await upload(await photoWithGps())).statusCode).toBe(200)
    const before = await photoCount()
    const fourth = await upload(
      await photoWithGps(),
      'four.jpg',
      {},
      { cookie: `${cookie}; i18n_redirected=de` },
    )
    expect(fourth.statusCode).toBe(403)
    expect(fourth.json().error).toMatchObject({
      code: 'photo_limit_reached',
      message: catalogues.de.photos.errors.limit_reached.replace('{{limit}}', '3'),
    })
    expect(await photoCount()).toBe(before)
  })

  it.each([
    ['HTML renamed to .jpg', Buffer.from('<html><script>alert(1)</script></html>'), 415],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 1, 2, 3]), 400],
  ])('refuses %s and stores nothing', async (_, file, status) => {
    const before = await photoCount()
    const response = await upload(file)
    expect(response.statusCode).toBe(status)
    expect(response.json().error.field).toBe('photo')
    expect(await photoCount()).toBe(before)
  })

  it('refuses a pixel flood before decoding it', async () => {
    await t.db.deleteFrom('photos').execute()
    const flood = await sharp({ create: { width: 10000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const response = await upload(flood, 'flood.png')
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe(catalogues.en.photos.errors.unreadable)
  })

  it('takes a HEIC photo by its content: upright by its own orientation, stripped, WebP', async () => {
    const heic = heicPhoto()
    expect(heic.includes(Buffer.from('PhoneMaker'))).toBe(true)
    const response = await upload(heic, 'IMG_0001.HEIC')
    expect(response.statusCode).toBe(200)
    const served = await t.app.inject({ url: response.json().photo.url, headers: { host: 'localhost' } })
    expect(served.statusCode).toBe(200)
    const metadata = await sharp(served.rawPayload).metadata()
    expect(metadata).toMatchObject({ format: 'webp', width: 64, height: 96 })
    expect(metadata.exif).toBeUndefined()
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false)
    // Turned 90° anticlockwise: the blue right half is now on top, the red left half below.
    const { data, info } = await sharp(served.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ]
    const [topRed = 0, , topBlue = 0] = pixel(32, 10)
    const [bottomRed = 0, , bottomBlue = 0] = pixel(32, 85)
    expect(topBlue).toBeGreaterThan(150)
    expect(topRed).toBeLessThan(100)
    expect(bottomRed).toBeGreaterThan(150)
    expect(bottomBlue).toBeLessThan(100)
  })

  it.each([
    [
      'a HEIC whose header claims a pixel flood',
      () => {
        const flood = Buffer.from(heicPhoto())
        const ispe = flood.indexOf('ispe')
        flood.writeUInt32BE(20_000, ispe + 8)
        flood.writeUInt32BE(20_000, ispe + 12)
        return flood
      },
    ],
    [
      'a HEIC with damaged image data',
      () => {
        const damaged = Buffer.from(heicPhoto())
        damaged.fill(0, damaged.indexOf('mdat') + 4)
        return damaged
      },
    ],
    ['a HEIC cut short', () => heicPhoto().subarray(0, 300)],
  ])('refuses %s and stores nothing', async (_, make) => {
    const before = await photoCount()
    const response = await upload(make(), 'IMG_0002.HEIC')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      field: 'photo',
      message: catalogues.en.photos.errors.unreadable,
    })
    expect(await photoCount()).toBe(before)
  })

  it('lets a premium member upload more than three photos', async () => {
    while ((await photoCount()) < 3) expect((await upload(await photoWithGps())).statusCode).toBe(200)
    expect((await upload(await photoWithGps())).statusCode).toBe(403)
    await t.db.updateTable('users').set({ paid_user: 1 }).execute()
    const fourth = await upload(await photoWithGps())
    expect(fourth.statusCode).toBe(200)
    expect(fourth.json().photo.sort_order).toBe(3)
    expect(await photoCount()).toBe(4)
    const list = await t.app.inject({ url: '/api/photos.php', headers: { host: 'localhost', cookie } })
    expect(list.json().limit).toBe(25)
    await t.db.updateTable('users').set({ paid_user: 0 }).execute()
  })

  it('refuses an upload without a file, and without a session', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { host: 'localhost', cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    })
    expect(empty.statusCode).toBe(400)
    expect((await upload(await photoWithGps(), 'me.jpg', {}, {})).statusCode).toBe(403)
  })
})
