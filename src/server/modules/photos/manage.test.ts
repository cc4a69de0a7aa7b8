import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import type { OwnPhoto } from '#shared/api/photos.js'
import { catalogues } from '#shared/i18n/resources.js'
import { postSignup, sessionCookie } from '../members/fixtures.js'
import { jpegPhoto, multipart } from './testing.js'

const en = catalogues.en.photos.errors

describe.each(engines)('managing own photos, /api/photos.php [%s]', (engine) => {
  let t: TestApp
  let dataDir = ''
  let counter = 0
  let me = { id: 0, cookie: '' }
  let other = { id: 0, cookie: '' }
  let othersPhoto = 0

  async function member() {
    counter += 1
    const response = await postSignup(t, {
      email: `photos${counter}.${engine}@example.com`,
      name: `Photos${counter}`,
    })
    return { id: response.json().user.id as number, cookie: sessionCookie(response) }
  }

  async function upload(cookie: string, fields: Record<string, string> = {}): Promise<OwnPhoto> {
    const body = multipart(await jpegPhoto(), 'me.jpg', fields)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { host: 'localhost', cookie, 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().photo
  }

  const call = (method: 'GET' | 'PATCH' | 'PUT' | 'DELETE', body?: unknown, cookie = me.cookie) =>
    t.app.inject({
      method,
      url: '/api/photos.php',
      headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    })

  const list = async (): Promise<OwnPhoto[]> => (await call('GET')).json().photos
  const profile = (id = me.id) =>
    t.db
      .selectFrom('profiles')
      .select(['main_photo_id', 'has_photo'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow()
  const photoRows = () =>
    t.db
      .selectFrom('photos')
      .select(['id', 'status', 'is_private', 'sort_order'])
      .where('user_id', '=', me.id)
      .orderBy('id')
      .execute()
  const fileOf = (url: string) => join(dataDir, 'uploads', url.replace('/cdn/', ''))

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'amora-photos-'))
    t = await createTestApp(engine, { env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '100' } })
    other = await member()
    othersPhoto = (await upload(other.cookie)).id
  })
  afterAll(() => t.close())

  // Each test starts with a new member holding three public photos, the first the main one.
  let photos: OwnPhoto[] = []
  beforeEach(async () => {
    me = await member()
    for (let i = 0; i < 3; i++) await upload(me.cookie)
    photos = await list()
  })
  const idAt = (index: number) => photos[index]?.id ?? 0

  it('lists the member’s photos in order, with the main one and the limit', async () => {
    const response = await call('GET')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const body = response.json()
    expect(body.limit).toBe(3)
    expect(body.photos).toHaveLength(3)
    expect(body.photos.map((p: OwnPhoto) => p.sort_order)).toEqual([0, 1, 2])
    expect(body.photos.map((p: OwnPhoto) => p.is_main)).toEqual([true, false, false])
    expect(body.photos[0]).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/cdn\/[0-9a-f]{32}\.webp$/),
      thumb_url: expect.stringMatching(/^\/cdn\/[0-9a-f]{32}-thumb\.webp$/),
      card_url: expect.stringMatching(/^\/cdn\/[0-9a-f]{32}-card\.webp$/),
      is_private: false,
      is_main: true,
      sort_order: 0,
      waiting: false,
    })
    expect(body.refused).toEqual([])
    expect(body.review).toBe('after_showing')
    expect(body.photos.map((p: OwnPhoto) => p.id)).not.toContain(othersPhoto)
  })

  it('sets another main photo, which the user API then shows', async () => {
    const response = await call('PATCH', { id: idAt(2), is_main: true })
    expect(response.statusCode).toBe(200)
    expect(response.json().photos.map((p: OwnPhoto) => p.is_main)).toEqual([false, false, true])
    expect(await profile()).toEqual({ main_photo_id: idAt(2), has_photo: 1 })
    const user = await t.app.inject({
      url: '/api/user.php',
      headers: { host: 'localhost', cookie: me.cookie, 'x-request-type': 'client' },
    })
    expect(user.json().user.profile.main_image.match).toBe(photos[2]?.url)
  })

  it('moves the main photo on when it is made private, and to nobody when none is public', async () => {
    const first = await call('PATCH', { id: idAt(0), is_private: true })
    expect(first.statusCode).toBe(200)
    expect(first.json().photos.map((p: OwnPhoto) => [p.is_private, p.is_main])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ])
    await call('PATCH', { id: idAt(1), is_private: true })
    expect((await profile()).main_photo_id).toBe(idAt(2))
    await call('PATCH', { id: idAt(2), is_private: true })
    expect(await profile()).toEqual({ main_photo_id: null, has_photo: 0 })
    // A private photo is never served to other members meanwhile.
    const served = await t.app.inject({
      url: photos[0]?.url ?? '',
      headers: { host: 'localhost', cookie: other.cookie },
    })
    expect(served.statusCode).toBe(404)

    // The first photo made public again becomes the main one.
    const back = await call('PATCH', { id: idAt(1), is_private: false })
    expect(back.json().photos.map((p: OwnPhoto) => p.is_main)).toEqual([false, true, false])
    expect(await profile()).toEqual({ main_photo_id: idAt(1), has_photo: 1 })
  })

  it('makes a private photo public and main in one call', async () => {
    await call('PATCH', { id: idAt(1), is_private: true })
    const response = await call('PATCH', { id: idAt(1), is_private: false, is_main: true })
    expect(response.statusCode).toBe(200)
    expect((await profile()).main_photo_id).toBe(idAt(1))
  })

  it('gives up the main place to the next public photo', async () => {
    const response = await call('PATCH', { id: idAt(0), is_main: false })
    expect(response.json().photos.map((p: OwnPhoto) => p.is_main)).toEqual([false, true, false])
  })

  it('refuses a private photo as main, and changes nothing', async () => {
    await call('PATCH', { id: idAt(1), is_private: true })
    const before = await photoRows()
    const response = await call('PATCH', { id: idAt(1), is_main: true })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({ field: 'is_main', message: en.main_must_be_public })
    expect((await profile()).main_photo_id).toBe(idAt(0))
    expect(await photoRows()).toEqual(before)
  })

  it.each([
    ['nothing to change', { id: 1 }],
    ['no id', { is_main: true }],
    ['a text flag', { id: 1, is_private: 'yes' }],
    ['an unknown field', { id: 1, is_private: true, status: 'deleted' }],
    ['a negative id', { id: -4, is_main: true }],
  ])('refuses a change with %s with 400', async (_, body) => {
    const before = await photoRows()
    const response = await call('PATCH', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('validation_failed')
    expect(await photoRows()).toEqual(before)
  })

  it('reorders the photos', async () => {
    const order = [idAt(2), idAt(0), idAt(1)]
    const response = await call('PUT', { order })
    expect(response.statusCode).toBe(200)
    expect(response.json().photos.map((p: OwnPhoto) => p.id)).toEqual(order)
    expect(response.json().photos.map((p: OwnPhoto) => p.sort_order)).toEqual([0, 1, 2])
    expect((await list()).map((p) => p.id)).toEqual(order)
  })

  it.each([
    ['a photo missing', () => [idAt(1), idAt(0)]],
    ['a photo twice', () => [idAt(0), idAt(1), idAt(1)]],
    ['another member’s photo', () => [idAt(0), idAt(1), othersPhoto]],
    ['an unknown photo', () => [idAt(0), idAt(1), idAt(2), 2_000_000]],
  ])('refuses an order with %s, and changes nothing', async (_, order) => {
    const before = await photoRows()
    const response = await call('PUT', { order: order() })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({ field: 'order', message: en.order_mismatch })
    expect(await photoRows()).toEqual(before)
  })

  it('refuses an order that is no list of ids', async () => {
    for (const body of [{}, { order: 'a,b' }, { order: [] }, { order: ['1'] }]) {
      expect((await call('PUT', body)).statusCode).toBe(400)
    }
  })

  it('deletes a photo: marked deleted, files gone, order closed, a new main photo', async () => {
    const main = photos[0] as OwnPhoto
    expect(existsSync(fileOf(main.url))).toBe(true)
    expect(existsSync(fileOf(main.card_url))).toBe(true)
    // Its blurred stand-in, made on first request, goes with it.
    const blurUrl = main.url.replace(/\.webp$/, '-blur.webp')
    expect((await t.app.inject({ url: blurUrl, headers: { host: 'localhost' } })).statusCode).toBe(200)
    expect(existsSync(fileOf(blurUrl))).toBe(true)
    const response = await call('DELETE', { id: main.id })
    expect(response.statusCode).toBe(200)
    const rest = response.json().photos as OwnPhoto[]
    expect(rest.map((p) => p.id)).toEqual([idAt(1), idAt(2)])
    expect(rest.map((p) => p.sort_order)).toEqual([0, 1])
    expect(rest.map((p) => p.is_main)).toEqual([true, false])
    expect((await photoRows()).find((row) => row.id === main.id)?.status).toBe('deleted')
    expect(existsSync(fileOf(main.url))).toBe(false)
    expect(existsSync(fileOf(main.thumb_url))).toBe(false)
    expect(existsSync(fileOf(main.card_url))).toBe(false)
    expect(existsSync(fileOf(blurUrl))).toBe(false)
    expect(
      (await t.app.inject({ url: main.url, headers: { host: 'localhost', cookie: me.cookie } })).statusCode,
    ).toBe(404)
    // The place is free again: a fourth upload fits a free account now.
    const fourth = await upload(me.cookie)
    expect(fourth.sort_order).toBe(2)
    expect((await call('DELETE', { id: main.id })).statusCode).toBe(404)
  })

  it('deletes the last public photo: the profile has no photo any more', async () => {
    await call('PATCH', { id: idAt(1), is_private: true })
    await call('PATCH', { id: idAt(2), is_private: true })
    await call('DELETE', { id: idAt(0) })
    expect(await profile()).toEqual({ main_photo_id: null, has_photo: 0 })
  })

  it('answers 404 for another member’s photo and touches nothing of theirs', async () => {
    const theirs = await profile(other.id)
    const patch = await call('PATCH', { id: othersPhoto, is_private: true })
    expect(patch.statusCode).toBe(404)
    expect(patch.json().error).toMatchObject({ code: 'not_found', message: en.not_found })
    expect((await call('PATCH', { id: othersPhoto, is_main: true })).statusCode).toBe(404)
    expect((await call('DELETE', { id: othersPhoto })).statusCode).toBe(404)
    expect(await profile(other.id)).toEqual(theirs)
    const row = await t.db
      .selectFrom('photos')
      .select(['status', 'is_private'])
      .where('id', '=', othersPhoto)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'active', is_private: 0 })
  })

  it('needs a session for every call', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { id: idAt(0), is_private: true }],
      ['PUT', { order: [idAt(0), idAt(1), idAt(2)] }],
      ['DELETE', { id: idAt(0) }],
    ] as const) {
      const response = await call(method, body, '')
      expect(response.statusCode, method).toBe(403)
      expect(response.json().error.code).toBe('authentication_required')
    }
    expect((await photoRows()).every((row) => row.status === 'active' && row.is_private === 0)).toBe(true)
  })
})
