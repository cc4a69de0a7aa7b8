import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eraseDeletedAccounts } from '../modules/account/erase-deleted-accounts.js'
import { postSignup, sessionCookie } from '../modules/members/fixtures.js'
import { jpegPhoto, multipart } from '../modules/photos/testing.js'
import { createTestApp, engines, type TestApp } from '../test/harness.js'
import { startTestStore } from '../test/object-store.js'
import type { PhotoStorage } from './storage.js'
import { createS3Storage } from './storage-s3.js'

const bucket = 'amora-photos'
const silent = { warn: () => {} }
const photoName = (hex: string, suffix = '') => `${hex.repeat(32)}${suffix}.webp`

/** s3rver with the photos' bucket, and a client of its own to look at what the adapter wrote. */
async function startStore() {
  const server = await startTestStore(bucket)
  const { endpoint, region, forcePathStyle, credentials } = server.store('')
  return { ...server, client: new S3Client({ endpoint, region, forcePathStyle, credentials }) }
}

describe('the S3 photo storage against s3rver', () => {
  let s3: Awaited<ReturnType<typeof startStore>>
  let storage: PhotoStorage

  beforeAll(async () => {
    s3 = await startStore()
    storage = createS3Storage(s3.store('site/photos'), silent)
  })
  afterAll(async () => {
    await s3.stop()
  })

  it('gives back what was written, under the prefix, as a WebP that never changes; removed, it is gone', async () => {
    const name = photoName('a')
    const bytes = Buffer.from('not really a webp, but bytes all the same')
    await storage.write(name, bytes)
    expect(await storage.read(name)).toEqual(bytes)
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: `site/photos/${name}` }))
    expect(head.ContentType).toBe('image/webp')
    expect(head.CacheControl).toBe('max-age=31536000, immutable')
    await storage.remove(name)
    expect(await storage.read(name)).toBeNull()
  })

  it('answers null for a photo it does not hold, and removes one quietly', async () => {
    expect(await storage.read(photoName('b', '-card'))).toBeNull()
    await expect(storage.remove(photoName('b'))).resolves.toBeUndefined()
  })

  it('takes no name it did not generate', async () => {
    for (const name of ['../secret.webp', 'photo.jpg', `${'A'.repeat(32)}.webp`, `site/${photoName('c')}`]) {
      await expect(storage.read(name), name).rejects.toThrow('not a photo file name')
      await expect(storage.write(name, Buffer.from('x')), name).rejects.toThrow('not a photo file name')
      await expect(storage.remove(name), name).rejects.toThrow('not a photo file name')
    }
  })

  it('fails a read when the bucket is not there, rather than call the photo missing', async () => {
    const elsewhere = createS3Storage({ ...s3.store(''), bucket: 'no-such-bucket' }, silent)
    await expect(elsewhere.read(photoName('d'))).rejects.toThrow()
  })

  it('logs a removal the store refuses, without failing the caller', async () => {
    const warnings: object[] = []
    const elsewhere = createS3Storage(
      { ...s3.store(''), bucket: 'no-such-bucket' },
      { warn: (object) => warnings.push(object) },
    )
    await expect(elsewhere.remove(photoName('e'))).resolves.toBeUndefined()
    expect(warnings).toEqual([expect.objectContaining({ key: photoName('e') })])
  })
})

interface Photo {
  id: number
  url: string
  thumb_url: string
  card_url: string
}

describe.each(engines)('photos in an object store, served by the app [%s]', (engine) => {
  let s3: Awaited<ReturnType<typeof startStore>>
  let storage: PhotoStorage
  let t: TestApp
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-s3-app-'))
  const cookies = { owner: '', other: '' }
  // A member has three photos at most: the last test deletes the first.
  let first: Photo | undefined

  beforeAll(async () => {
    s3 = await startStore()
    storage = createS3Storage(s3.store(engine), silent)
    t = await createTestApp(engine, { storage, env: { DATA_DIR: dataDir } })
    const owner = await postSignup(t, { email: `owner.${engine}@example.com`, name: 'Owner' })
    cookies.owner = sessionCookie(owner)
    const other = await postSignup(t, { email: `other.${engine}@example.com`, name: 'Other' })
    cookies.other = sessionCookie(other)
  })
  afterAll(async () => {
    await t.close()
    await s3.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const get = (url: string, cookie = '') => t.app.inject({ url, headers: { host: 'localhost', cookie } })
  const upload = async (fields: Record<string, string> = {}) => {
    const body = multipart(await jpegPhoto(), 'me.jpg', fields)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { host: 'localhost', 'content-type': body.contentType, cookie: cookies.owner },
      payload: body.payload,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().photo as Photo
  }
  const nameOf = (url: string) => url.replace('/cdn/', '')

  it('stores an uploaded photo in the store, not the uploads folder, and serves it from there with long caching', async () => {
    const photo = await upload()
    first = photo
    for (const url of [photo.url, photo.thumb_url, photo.card_url]) {
      const stored = await storage.read(nameOf(url))
      expect(stored, url).not.toBeNull()
      const served = await get(url)
      expect(served.statusCode, url).toBe(200)
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(served.rawPayload.equals(stored as Buffer)).toBe(true)
    }
    expect((await sharp((await get(photo.url)).rawPayload).metadata()).format).toBe('webp')
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false)
  })

  it('still serves a private or waiting photo to its owner alone', async () => {
    const privatePhoto = await upload({ private: '1' })
    expect(await storage.read(nameOf(privatePhoto.url))).not.toBeNull()
    expect((await get(privatePhoto.url)).statusCode).toBe(404)
    expect((await get(privatePhoto.url, cookies.other)).statusCode).toBe(404)
    const own = await get(privatePhoto.url, cookies.owner)
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toBe('private, max-age=3600')

    const waiting = await upload()
    await t.db.updateTable('photos').set({ status: 'pending' }).where('id', '=', waiting.id).execute()
    expect((await get(waiting.url)).statusCode).toBe(404)
    expect((await get(waiting.url, cookies.other)).statusCode).toBe(404)
    expect((await get(waiting.url, cookies.owner)).statusCode).toBe(200)
  })

  it('removes the files from the store when the member deletes the photo', async () => {
    const photo = first
    if (!photo) throw new Error('no photo uploaded')
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/photos.php',
      headers: { host: 'localhost', cookie: cookies.owner },
      payload: { id: photo.id },
    })
    expect(response.statusCode, response.body).toBe(200)
    for (const url of [photo.url, photo.thumb_url, photo.card_url]) {
      expect(await storage.read(nameOf(url)), url).toBeNull()
    }
    expect((await get(photo.url)).statusCode).toBe(404)
  })

  it("removes an erased account's photos from the store", async () => {
    const owner = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', `owner.${engine}@example.com`)
      .executeTakeFirstOrThrow()
    const photos = await t.db
      .selectFrom('photos')
      .select(['filename', 'thumb_filename'])
      .where('user_id', '=', owner.id)
      .where('status', '!=', 'deleted')
      .execute()
    expect(photos.length).toBeGreaterThan(0)
    for (const photo of photos) expect(await storage.read(photo.filename)).not.toBeNull()
    const longAgo = Date.now() - 30 * 24 * 60 * 60 * 1000
    await t.db
      .updateTable('users')
      .set({ status: 'deleted', deleted_at: longAgo })
      .where('id', '=', owner.id)
      .execute()
    expect(await eraseDeletedAccounts(t.db, storage)).toBe(1)
    for (const photo of photos) {
      expect(await storage.read(photo.filename)).toBeNull()
      expect(await storage.read(photo.thumb_filename)).toBeNull()
    }
  })

  it('is ready while the store answers, and names storage once it stops', async () => {
    const ready = await get('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json().checks).toEqual({ database: 'ok', migrations: 'ok', storage: 'ok' })
    await s3.stop()
    const stopped = await get('/readyz')
    expect(stopped.statusCode).toBe(503)
    expect(stopped.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'failed' },
    })
  })
})
