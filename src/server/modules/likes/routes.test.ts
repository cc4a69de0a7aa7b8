import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import type { LikeResponse, LikesResponse } from '#shared/api/likes.js'
import { swipeLikesPerDay } from '#shared/constants.js'
import { catalogues } from '#shared/i18n/resources.js'
import {
  insertMember,
  type Member,
  type MemberFacts,
  makeAlike,
  signupMembers,
  withSetting,
} from '../members/fixtures.js'
import { siteDay } from './day.js'

describe.each(engines)('likes API [%s]', (engine) => {
  let t: TestApp
  let alice: Member
  let bob: Member
  let carol: Member

  // Alike profiles (women looking for anyone, in NL) so that each fits the others' wishes.
  const alike: MemberFacts = { gender: 'female', sexuality: 'bi', country: 'NL', hasPhoto: true }
  const member = (facts: MemberFacts = {}) =>
    insertMember(t.db, t.siteId, { ...alike, lastActiveAt: Date.now(), ...facts })

  beforeAll(async () => {
    t = await createTestApp(engine)
    ;[alice, bob, carol] = await signupMembers(t, 'Alice', 'Bob', 'Carol')
    await makeAlike(t, [alice, bob, carol])
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.deleteFrom('likes').execute()
    await t.db.deleteFrom('auto_likes').execute()
    await t.db.deleteFrom('blocks').execute()
  })

  const send = (method: 'POST' | 'DELETE' | 'PUT', url: string, payload: unknown, cookie = '') =>
    t.app.inject({ method, url, headers: { host: 'localhost', cookie }, payload: payload as object })
  const like = (who: Member, member: number, source?: string) =>
    send('POST', '/api/like.php', source ? { member, source } : { member }, who.cookie)
  const unlike = (who: Member, member: number) => send('DELETE', '/api/like.php', { member }, who.cookie)
  const get = (url: string, cookie = '', headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host: 'localhost', cookie, ...headers } })
  const likesOf = async (who: Member) => (await get('/api/likes.php', who.cookie)).json() as LikesResponse
  const newLikes = async (who: Member) =>
    (await get('/api/user.php', who.cookie, { 'x-request-type': 'client' })).json().user.num_new_likes
  const countLikes = async () => (await t.db.selectFrom('likes').select('liker_id').execute()).length
  const autoLike = (who: Member, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) =>
    get('/api/auto-like.php', who.cookie, headers)

  it('needs a session for every call', async () => {
    const calls = [
      send('POST', '/api/like.php', { member: bob.id }),
      send('DELETE', '/api/like.php', { member: bob.id }),
      send('PUT', '/api/like-seen.php', { member: bob.id }),
      get('/api/likes.php'),
      get('/api/auto-like.php', '', { 'sec-fetch-site': 'same-origin' }),
      get('/api/swipe.php'),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('authentication_required')
    }
  })

  it('refuses bad input, yourself, unknown and gone members, changing nothing', async () => {
    const deleted = await member({ userStatus: 'deleted' })
    const unconfirmed = await member({ userStatus: 'not_confirmed' })
    const disabled = await member({ profileStatus: 'disabled' })
    const cases: [unknown, number, string | undefined][] = [
      [{}, 400, 'member'],
      [{ member: 'x' }, 400, 'member'],
      [{ member: bob.id, extra: 1 }, 400, undefined],
      [{ member: bob.id, source: 'auto' }, 400, 'source'],
      [{ member: alice.id }, 400, 'member'],
      [{ member: 2_000_000_000 }, 404, undefined],
      [{ member: deleted }, 404, undefined],
      [{ member: unconfirmed }, 404, undefined],
      [{ member: disabled }, 404, undefined],
    ]
    for (const [payload, status, field] of cases) {
      const response = await send('POST', '/api/like.php', payload, alice.cookie)
      expect(response.statusCode, JSON.stringify(payload)).toBe(status)
      if (field) expect(response.json().error.field).toBe(field)
    }
    const self = await send(
      'POST',
      '/api/like.php',
      { member: alice.id },
      `${alice.cookie}; i18n_redirected=it`,
    )
    expect(self.json().error.message).toBe(catalogues.it.likes.errors.self)
    for (const url of ['/api/likes.php?x=1', '/api/swipe.php?x=1']) {
      expect((await get(url, alice.cookie)).statusCode).toBe(400)
    }
    expect(await countLikes()).toBe(0)
  })

  it('likes, refuses a double like, and a like back is a match with the other member’s card', async () => {
    const first = await like(alice, bob.id, 'profile')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ state: 'liked', match: null })

    const again = await like(alice, bob.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('already_liked')

    expect(await newLikes(bob)).toBe(1)
    expect(await newLikes(alice)).toBe(0)
    const bobs = await likesOf(bob)
    expect(bobs.liked_by).toEqual([{ id: alice.id, like_new: true }])
    expect(bobs.liked).toEqual([])
    expect(bobs.profiles.map((card) => card.id)).toEqual([alice.id])
    expect(bobs.profiles[0]).not.toHaveProperty('email')
    expect((await get(`/api/member.php?id=${bob.id}`, alice.cookie)).json().member.like).toBe('liked')
    expect((await get(`/api/member.php?id=${alice.id}`, bob.cookie)).json().member.like).toBe('received')
    expect((await get(`/api/member.php?id=${alice.id}`)).json().member).not.toHaveProperty('like')

    const back = await like(bob, alice.id, 'match_modal')
    expect(back.statusCode).toBe(200)
    const answer = back.json() as LikeResponse
    expect(answer.state).toBe('match')
    expect(answer.match).toMatchObject({ id: alice.id, name: 'Alice' })
    expect(answer.match).not.toHaveProperty('email')
    expect((await get(`/api/member.php?id=${bob.id}`, alice.cookie)).json().member.like).toBe('match')
    const alices = await likesOf(alice)
    expect(alices.liked_by).toEqual([{ id: bob.id, like_new: true }])
    expect(alices.liked).toEqual([bob.id])
    expect(await countLikes()).toBe(2)
  })

  it('lists likes newest first, without hidden, deleted or blocked members, and counts only those', async () => {
    const older = await member({ name: 'Older' })
    const gone = await member({ name: 'Gone' })
    const blocker = await member({ name: 'Blocker' })
    const now = Date.now()
    await t.db
      .insertInto('likes')
      .values([
        { liker_id: older, liked_id: alice.id, created_at: now - 60_000, is_new: 1 },
        { liker_id: gone, liked_id: alice.id, created_at: now - 30_000, is_new: 1 },
        { liker_id: blocker, liked_id: alice.id, created_at: now - 20_000, is_new: 1 },
        { liker_id: alice.id, liked_id: carol.id, created_at: now - 10_000, is_new: 1 },
        { liker_id: bob.id, liked_id: alice.id, created_at: now, is_new: 0 },
      ])
      .execute()
    await t.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', gone).execute()
    await t.db
      .insertInto('blocks')
      .values({ blocker_id: blocker, blocked_id: alice.id, created_at: now })
      .execute()

    const likes = await likesOf(alice)
    expect(likes.profiles.map((card) => card.id)).toEqual([bob.id, carol.id, older])
    expect(likes.liked_by).toEqual([
      { id: bob.id, like_new: false },
      { id: older, like_new: true },
    ])
    expect(likes.liked).toEqual([carol.id])
    expect(await newLikes(alice)).toBe(1)
  })

  it('clears a like’s new flag when the liker’s profile is opened', async () => {
    await like(bob, alice.id)
    expect(await newLikes(alice)).toBe(1)
    for (let i = 0; i < 2; i++) {
      const seen = await send('PUT', '/api/like-seen.php', { member: bob.id }, alice.cookie)
      expect(seen.statusCode).toBe(200)
    }
    expect(await newLikes(alice)).toBe(0)
    expect((await likesOf(alice)).liked_by).toEqual([{ id: bob.id, like_new: false }])

    const none = await send('PUT', '/api/like-seen.php', { member: carol.id }, alice.cookie)
    expect(none.statusCode).toBe(404)
    expect(none.json().error.code).toBe('like_not_found')
    const bad = await send('PUT', '/api/like-seen.php', { member: 0 }, alice.cookie)
    expect(bad.statusCode).toBe(400)
    // Bob's own side is untouched: his like to Alice is what was seen.
    expect((await likesOf(bob)).liked).toEqual([alice.id])
  })

  it('unlikes: none, or received when the other still likes', async () => {
    await like(alice, bob.id)
    await like(bob, alice.id)
    const taken = await unlike(alice, bob.id)
    expect(taken.statusCode).toBe(200)
    expect(taken.json()).toEqual({ state: 'received', match: null })
    const again = await unlike(alice, bob.id)
    expect(again.statusCode).toBe(404)
    expect(again.json().error.code).toBe('not_liked')
    expect((await unlike(bob, alice.id)).json()).toEqual({ state: 'none', match: null })
    expect((await send('DELETE', '/api/like.php', { member: 'x' }, bob.cookie)).statusCode).toBe(400)
    expect(await countLikes()).toBe(0)
  })

  it('refuses likes between blocked members either way', async () => {
    const block = await send('POST', '/api/block.php', { member: carol.id }, alice.cookie)
    expect(block.statusCode).toBe(200)
    for (const [who, other] of [
      [alice, carol.id],
      [carol, alice.id],
    ] as const) {
      const response = await like(who, other)
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('like_blocked')
    }
    expect(await countLikes()).toBe(0)
  })

  it('keeps invisible members unlikeable until they like first; they may like', async () => {
    const invisible = await member({ name: 'Hidden', searchable: false })
    await t.db.updateTable('users').set({ invisible: 1 }).where('id', '=', invisible).execute()
    // Answered exactly as an unknown id, also with a block either way: nothing tells the account exists.
    const blocker = await member({ name: 'Hidden blocker', searchable: false })
    const blocked = await member({ name: 'Hidden blocked', searchable: false })
    await t.db.updateTable('users').set({ invisible: 1 }).where('id', 'in', [blocker, blocked]).execute()
    await t.db
      .insertInto('blocks')
      .values([
        { blocker_id: blocker, blocked_id: alice.id, created_at: Date.now() },
        { blocker_id: alice.id, blocked_id: blocked, created_at: Date.now() },
      ])
      .execute()
    const unknown = await like(alice, 2_000_000_000)
    expect(unknown.statusCode).toBe(404)
    for (const hidden of [invisible, blocker, blocked]) {
      const refused = await like(alice, hidden)
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: unknown.statusCode,
        body: unknown.json(),
      })
    }
    expect(await countLikes()).toBe(0)

    await t.db
      .insertInto('likes')
      .values({ liker_id: invisible, liked_id: alice.id, created_at: Date.now() })
      .execute()
    expect((await likesOf(alice)).liked_by).toEqual([{ id: invisible, like_new: true }])
    const back = await like(alice, invisible)
    expect(back.json()).toMatchObject({ state: 'match', match: { id: invisible } })

    // An invisible member with a session likes someone.
    await t.db.updateTable('users').set({ invisible: 1 }).where('id', '=', carol.id).execute()
    await t.db.updateTable('profiles').set({ searchable: 0 }).where('user_id', '=', carol.id).execute()
    try {
      expect((await like(carol, bob.id)).json()).toEqual({ state: 'liked', match: null })
      expect((await likesOf(bob)).liked_by).toEqual([{ id: carol.id, like_new: true }])
      // Bob may like back the invisible member who liked him.
      expect((await like(bob, carol.id)).json().state).toBe('match')
    } finally {
      await t.db.updateTable('users').set({ invisible: 0 }).where('id', '=', carol.id).execute()
      await t.db.updateTable('profiles').set({ searchable: 1 }).where('user_id', '=', carol.id).execute()
    }
  })

  it('makes exactly one match when two members like each other at the same moment', async () => {
    for (let round = 0; round < 8; round++) {
      await t.db.deleteFrom('likes').execute()
      const answers = await Promise.all([like(alice, bob.id), like(bob, alice.id)])
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
      const states = answers.map((a) => (a.json() as LikeResponse).state).sort()
      expect(states).toEqual(['liked', 'match'])
      expect(await countLikes()).toBe(2)
    }
  })

  it('refuses a double like sent twice at once', async () => {
    const answers = await Promise.all([like(alice, carol.id), like(alice, carol.id)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(await countLikes()).toBe(1)
  })

  it('swipe game: cards not liked yet, 4 swipe likes a day, the 5th refused', async () => {
    const others = [await member(), await member(), await member(), await member(), await member()]
    const hidden = await member({ searchable: false })
    const noPhoto = await member({ hasPhoto: false })
    const yesterday = siteDay('Europe/Amsterdam').start - 60_000
    await t.db
      .insertInto('likes')
      .values([
        { liker_id: alice.id, liked_id: carol.id, source: 'swipe', created_at: yesterday },
        { liker_id: alice.id, liked_id: bob.id, source: 'profile', created_at: Date.now() - 1 },
      ])
      .execute()
    const stack = await get('/api/swipe.php', alice.cookie)
    expect(stack.statusCode).toBe(200)
    const ids = stack.json().members.map((card: { id: number }) => card.id)
    expect(stack.json().likes_left).toBe(swipeLikesPerDay)
    expect(ids).toEqual(expect.arrayContaining(others))
    for (const absent of [alice.id, bob.id, carol.id, hidden, noPhoto]) expect(ids).not.toContain(absent)

    for (const [index, other] of others.slice(0, 4).entries()) {
      const response = await like(alice, other, 'swipe')
      expect(response.json()).toEqual({ state: 'liked', match: null, swipe_likes_left: 3 - index })
    }
    const fifth = await send(
      'POST',
      '/api/like.php',
      { member: others[4], source: 'swipe' },
      `${alice.cookie}; i18n_redirected=de`,
    )
    expect(fifth.statusCode).toBe(429)
    expect(fifth.json().error).toMatchObject({ code: 'swipe_limit_reached', limit: swipeLikesPerDay })
    expect(fifth.json().error.message).toBe(
      catalogues.de.likes.errors.swipe_limit_reached.replace('{{limit}}', '4'),
    )
    const after = (await get('/api/swipe.php', alice.cookie)).json()
    expect(after.likes_left).toBe(0)
    expect(after.members.map((card: { id: number }) => card.id)).not.toContain(others[0])
    // Likes from a profile do not count against the game.
    expect((await like(alice, others[4] as number, 'profile')).statusCode).toBe(200)
  })

  it('swipe game: two swipes at once never both take the last like', async () => {
    const others = [await member(), await member(), await member(), await member(), await member()]
    for (const other of others.slice(0, 3)) await like(bob, other, 'swipe')
    const answers = await Promise.all([
      like(bob, others[3] as number, 'swipe'),
      like(bob, others[4] as number, 'swipe'),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429])
    expect(await countLikes()).toBe(4)
  })

  describe('auto-like', () => {
    it('is refused from other websites and without the app’s headers', async () => {
      const refused: Record<string, string>[] = [
        {},
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        // A link from another website: the header a script would add can't come with it.
        { 'sec-fetch-site': 'cross-site', 'x-request-type': 'client' },
      ]
      for (const headers of refused) {
        const response = await autoLike(alice, headers)
        expect(response.statusCode).toBe(403)
        expect(response.json().error.code).toBe('cross_site_request')
      }
      expect(
        (await get('/api/auto-like.php?x=1', alice.cookie, { 'x-request-type': 'client' })).statusCode,
      ).toBe(400)
      expect(await countLikes()).toBe(0)
    })

    it('a fictional member of the viewer’s country likes them, once a day', async () => {
      const fictional = await member({ name: 'Fiona', lastActiveAt: Date.now() - 60_000 })
      const blockedOne = await member({ name: 'Blocked', lastActiveAt: Date.now() })
      const abroad = await member({ name: 'Abroad', country: 'DE', lastActiveAt: Date.now() })
      const noPhoto = await member({ name: 'No photo', hasPhoto: false, lastActiveAt: Date.now() })
      const invisible = await member({ name: 'Invisible', searchable: false, lastActiveAt: Date.now() })
      await t.db
        .updateTable('users')
        .set({ is_fictional: 1 })
        .where('id', 'in', [fictional, blockedOne, abroad, noPhoto, invisible])
        .execute()
      await t.db
        .insertInto('blocks')
        .values({ blocker_id: alice.id, blocked_id: blockedOne, created_at: Date.now() })
        .execute()

      const first = await autoLike(alice)
      expect(first.statusCode).toBe(200)
      expect(first.json().profile).toMatchObject({ id: fictional, name: 'Fiona', fictional: true })
      const row = await t.db.selectFrom('likes').selectAll().executeTakeFirstOrThrow()
      expect(row).toMatchObject({ liker_id: fictional, liked_id: alice.id, source: 'auto', is_new: 1 })
      expect((await likesOf(alice)).liked_by).toEqual([{ id: fictional, like_new: true }])
      expect(await newLikes(alice)).toBe(1)

      const second = await autoLike(alice, { 'x-request-type': 'client' })
      expect(second.json().profile).toMatchObject({ id: fictional })
      expect(await countLikes()).toBe(1)
      // Liking back makes the match.
      expect((await like(alice, fictional)).json().state).toBe('match')

      // Bob already likes Fiona: she is not picked for him, and nobody else fits.
      await t.db.updateTable('users').set({ is_fictional: 0 }).where('id', '=', blockedOne).execute()
      await like(bob, fictional)
      expect((await autoLike(bob)).json()).toEqual({ profile: null })
      expect(await countLikes()).toBe(3)
      await t.db.updateTable('users').set({ is_fictional: 0 }).where('id', '=', fictional).execute()
    })

    it('answers at the same time once, and nothing when the site turns it off', async () => {
      const fictional = await member({ name: 'Fay', lastActiveAt: Date.now() })
      await t.db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', fictional).execute()
      await withSetting(t, 'auto_like', { mode: 'none' }, async () => {
        expect((await autoLike(carol)).json()).toEqual({ profile: null })
      })
      expect(await countLikes()).toBe(0)
      const answers = await Promise.all([autoLike(carol), autoLike(carol), autoLike(carol)])
      for (const answer of answers) expect(answer.json().profile).toMatchObject({ id: fictional })
      expect(await countLikes()).toBe(1)
      await t.db.updateTable('users').set({ is_fictional: 0 }).where('id', '=', fictional).execute()
    })
  })
})
