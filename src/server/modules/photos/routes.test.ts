import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachPhotos, PhotoPool } from '#server/db/seed/photos.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { postSignup, sessionCookie } from '../members/fixtures.js'
import { cardName } from './card.js'

describe.each(engines)('photos under /cdn/ [%s]', (engine) => {
  let t: TestApp
  const dataDir = mkdtempSync(join(tmpdir(), 'amora-cdn-'))
  const files = { public: '', publicThumb: '', private: '' }
  const cookies = { owner: '', free: '', premium: '' }
  let ownerId = 0

  async function member(name: string, paid: boolean) {
    const response = await postSignup(t, { email: `${name}.${engine}@example.com`, name })
    const user = response.json().user as { id: number }
    if (paid) await t.db.updateTable('users').set({ paid_user: 1 }).where('id', '=', user.id).execute()
    return { id: user.id, cookie: sessionCookie(response) }
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir } })
    const owner = await member('Owner', false)
    ownerId = owner.id
    cookies.owner = owner.cookie
    cookies.free = (await member('Free', false)).cookie
    cookies.premium = (await member('Premium', true)).cookie
    const pool = new PhotoPool(dataDir, 1)
    const [first, second] = await Promise.all([
      pool.store('female', 'red', 0),
      pool.store('female', 'red', 0),
    ])
    if (!first || !second) throw new Error('no photos')
    await attachPhotos(t.db, owner.id, [
      { ...first, isPrivate: false },
      { ...second, isPrivate: true },
    ])
    files.public = first.filename
    files.publicThumb = first.thumbFilename
    files.private = second.filename
  }, 60_000)
  afterAll(() => t.close())

  const get = (file: string, cookie = '') =>
    t.app.inject({ url: `/cdn/${file}`, headers: { host: 'localhost', cookie } })

  it('serves a public photo and its thumbnail to anyone, cached for a year', async () => {
    for (const file of [files.public, files.publicThumb]) {
      const response = await get(file)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('image/webp')
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.rawPayload.subarray(0, 4).toString()).toBe('RIFF')
    }
  })

  it('serves a private photo only to its owner and premium members', async () => {
    expect((await get(files.private)).statusCode).toBe(404)
    expect((await get(files.private, cookies.free)).statusCode).toBe(404)
    const owner = await get(files.private, cookies.owner)
    expect(owner.statusCode).toBe(200)
    expect(owner.headers['cache-control']).toBe('private, max-age=3600')
    expect((await get(files.private, cookies.premium)).statusCode).toBe(200)
  })

  it("cuts a photo's card on first request when it has none, keeps it, and serves it under the photo's rules", async () => {
    const card = cardName(files.public)
    const stored = join(dataDir, 'uploads', card)
    expect(existsSync(stored)).toBe(false)
    const response = await get(card)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 600,
    })
    expect(existsSync(stored)).toBe(true)
    expect((await get(card)).rawPayload.equals(response.rawPayload)).toBe(true)

    const privateCard = cardName(files.private)
    expect((await get(privateCard)).statusCode).toBe(404)
    expect((await get(privateCard, cookies.free)).statusCode).toBe(404)
    expect((await get(privateCard, cookies.owner)).statusCode).toBe(200)
    expect((await get(privateCard, cookies.premium)).statusCode).toBe(200)
    expect((await get(`${'0'.repeat(32)}-card.webp`)).statusCode).toBe(404)
  })

  it('answers unknown, malformed and deleted-account photos with 404', async () => {
    expect((await get(`${'0'.repeat(32)}.webp`)).statusCode).toBe(404)
    expect((await get('..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404)
    expect((await get('photo.jpg')).statusCode).toBe(404)
    await t.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', ownerId).execute()
    expect((await get(files.public)).statusCode).toBe(404)
    await t.db.updateTable('users').set({ status: 'active' }).where('id', '=', ownerId).execute()
  })
})
