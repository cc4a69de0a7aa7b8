import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DomainEvent } from '#server/realtime/events.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { catalogues } from '#shared/i18n/resources.js'
import { insertConversation } from '../chat/fixtures.js'
import { insertMember, type Member, makeAlike, signupMembers } from '../members/fixtures.js'
import { isBlockedBetween } from './queries.js'

describe.each(engines)('/api/block.php [%s]', (engine) => {
  let t: TestApp
  let alice: Member
  let bob: Member
  let carol: Member

  beforeAll(async () => {
    t = await createTestApp(engine)
    ;[alice, bob, carol] = await signupMembers(t, 'Alice', 'Bob', 'Carol')
    // Alike profiles with a photo, so that each finds the others in search, suggestions and signup matches.
    await makeAlike(t, [alice, bob, carol], { last_active_at: Date.now() })
    for (const id of [alice.id, bob.id, carol.id]) {
      const photo = await t.db
        .insertInto('photos')
        .values({
          user_id: id,
          filename: `${String(id).padStart(32, 'b')}.webp`,
          thumb_filename: `${String(id).padStart(32, 'b')}-thumb.webp`,
          width: 1,
          height: 1,
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await t.db
        .updateTable('profiles')
        .set({ main_photo_id: photo.id, has_photo: 1 })
        .where('user_id', '=', id)
        .execute()
    }
  })
  afterAll(() => t.close())

  const call = (method: 'POST' | 'DELETE', payload: unknown, cookie = '') =>
    t.app.inject({
      method,
      url: '/api/block.php',
      headers: { host: 'localhost', cookie },
      payload: payload as object,
    })
  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { host: 'localhost', cookie } })
  const ids = (members: { id: number }[]) => members.map((member) => member.id)

  async function seesEverywhere(viewer: { cookie: string }, other: number): Promise<boolean[]> {
    const search = (await get('/api/search.php?country=NL', viewer.cookie)).json()
    const suggested = (await get('/api/suggested.php', viewer.cookie)).json()
    const matches = (await get('/api/signup-matches.php', viewer.cookie)).json()
    return [
      ids(search.results).includes(other),
      ids(suggested.members).includes(other),
      ids(matches.members).includes(other),
    ]
  }

  it('needs a session', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await call(method, { member: bob.id })
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('authentication_required')
    }
  })

  it('refuses bad input, yourself, unknown and deleted members, changing nothing', async () => {
    const deleted = await insertMember(t.db, t.siteId, { userStatus: 'deleted' })
    const cases: [unknown, number, string | undefined][] = [
      [{}, 400, 'member'],
      [{ member: 'x' }, 400, 'member'],
      [{ member: bob.id, extra: 1 }, 400, undefined],
      [{ member: alice.id }, 400, 'member'],
      [{ member: 2_000_000_000 }, 404, undefined],
      [{ member: deleted }, 404, undefined],
    ]
    for (const [payload, status, field] of cases) {
      const response = await call('POST', payload, alice.cookie)
      expect(response.statusCode).toBe(status)
      if (field) expect(response.json().error.field).toBe(field)
    }
    const self = await call('POST', { member: alice.id }, `${alice.cookie}; i18n_redirected=it`)
    expect(self.json().error.message).toBe(catalogues.it.blocks.errors.self)
    expect(await t.db.selectFrom('blocks').selectAll().execute()).toEqual([])
  })

  it('blocks: likes and the conversation between the two go, and they no longer see each other', async () => {
    expect(await seesEverywhere(alice, bob.id)).toEqual([true, true, true])
    expect(await seesEverywhere(bob, alice.id)).toEqual([true, true, true])
    const now = Date.now()
    await t.db
      .insertInto('likes')
      .values([
        { liker_id: alice.id, liked_id: bob.id, created_at: now },
        { liker_id: bob.id, liked_id: alice.id, created_at: now },
        { liker_id: alice.id, liked_id: carol.id, created_at: now },
      ])
      .execute()
    const conversationId = await insertConversation(t, bob.id, alice.id, { created_at: now })
    await t.db
      .insertInto('messages')
      .values({ conversation_id: conversationId, sender_id: bob.id, body: 'Hi', created_at: now })
      .execute()

    const response = await call('POST', { member: bob.id }, alice.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ blocked: true })
    // Blocking twice changes nothing.
    expect((await call('POST', { member: bob.id }, alice.cookie)).json()).toEqual({ blocked: true })

    const likes = await t.db.selectFrom('likes').select(['liker_id', 'liked_id']).execute()
    expect(likes).toEqual([{ liker_id: alice.id, liked_id: carol.id }])
    expect(await t.db.selectFrom('conversations').selectAll().execute()).toEqual([])
    expect(await t.db.selectFrom('conversation_members').selectAll().execute()).toEqual([])
    expect(await t.db.selectFrom('messages').selectAll().execute()).toEqual([])
    expect(await t.db.selectFrom('blocks').select(['blocker_id', 'blocked_id']).execute()).toEqual([
      { blocker_id: alice.id, blocked_id: bob.id },
    ])
    expect(await isBlockedBetween(t.db, bob.id, alice.id)).toBe(true)
    expect(await isBlockedBetween(t.db, alice.id, carol.id)).toBe(false)

    expect(await seesEverywhere(alice, bob.id)).toEqual([false, false, false])
    expect(await seesEverywhere(bob, alice.id)).toEqual([false, false, false])
    expect(await seesEverywhere(carol, alice.id)).toEqual([true, true, true])

    const blocker = await get(`/api/member.php?id=${bob.id}`, alice.cookie)
    expect(blocker.statusCode).toBe(200)
    expect(blocker.json().member.blocked_by_me).toBe(true)
    const blocked = await get(`/api/member.php?id=${alice.id}`, `${bob.cookie}; i18n_redirected=de`)
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json().error).toEqual({
      code: 'blocked_by_member',
      name: 'Alice',
      message: catalogues.de.members.errors.blocked_by_member.replace('{{name}}', 'Alice'),
    })
  })

  it('unblocks only the block the member set themselves', async () => {
    // Bob cannot lift Alice's block.
    expect((await call('DELETE', { member: alice.id }, bob.cookie)).json()).toEqual({ blocked: false })
    expect(await isBlockedBetween(t.db, alice.id, bob.id)).toBe(true)

    const response = await call('DELETE', { member: bob.id }, alice.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ blocked: false })
    expect(await t.db.selectFrom('blocks').selectAll().execute()).toEqual([])
    expect(await seesEverywhere(alice, bob.id)).toEqual([true, true, true])
    expect(await seesEverywhere(bob, alice.id)).toEqual([true, true, true])
    expect((await get(`/api/member.php?id=${bob.id}`, alice.cookie)).json().member.blocked_by_me).toBe(false)
    expect((await call('DELETE', { member: 2_000_000_000 }, alice.cookie)).statusCode).toBe(404)
    expect((await call('DELETE', { member: alice.id }, alice.cookie)).statusCode).toBe(400)
  })

  it('tells every process of a block set or lifted, and each forgets both members’ search totals', async () => {
    const heard: DomainEvent[] = []
    const unsubscribe = t.deps.events.subscribe((event) => void heard.push(event))
    await call('POST', { member: carol.id }, bob.cookie)
    await call('DELETE', { member: carol.id }, bob.cookie)
    unsubscribe()
    const changes = heard.filter((event) => event.type === 'blocks.changed')
    expect(changes).toEqual([
      { type: 'blocks.changed', blockerId: bob.id, blockedId: carol.id },
      { type: 'blocks.changed', blockerId: bob.id, blockedId: carol.id },
    ])

    // The same event from another process's block.
    const forget = vi.spyOn(t.deps.memberSearch, 'forgetMember')
    t.deps.events.publish({ type: 'blocks.changed', blockerId: alice.id, blockedId: carol.id })
    await vi.waitFor(() => expect(forget.mock.calls).toEqual([[alice.id], [carol.id]]))
    forget.mockRestore()
  })
})
