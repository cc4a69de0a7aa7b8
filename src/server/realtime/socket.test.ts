import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { SendMessageResponse } from '#shared/api/chat.js'
import { realtimeCloseCodes } from '#shared/constants.js'
import { createSession } from '../modules/auth/sessions.js'
import { insertConversation } from '../modules/chat/fixtures.js'
import { type Member, makeAlike, signupMember, signupMembers } from '../modules/members/fixtures.js'
import { createTestApp, engines, type TestApp } from '../test/harness.js'
import { closeEndedSessions } from './sessions.js'
import { frameBurst, framesPerSecond, heartbeatMs, maxFrameBytes, maxSocketsPerMember } from './socket.js'
import { openSocket, type TestSocket } from './testing.js'

describe.each(engines)('realtime socket /api/ws [%s]', (engine) => {
  let t: TestApp
  let baseUrl: string
  let alice: Member
  let bob: Member
  let carol: Member
  const open: TestSocket[] = []

  beforeAll(async () => {
    t = await createTestApp(engine)
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
    ;[alice, bob, carol] = await signupMembers(t, 'Alice', 'Bob', 'Carol')
    // Alike profiles, so each may like the others.
    await makeAlike(t, [alice, bob, carol])
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    for (const socket of open.splice(0)) await socket.close()
    await t.db.deleteFrom('likes').execute()
    await t.db.deleteFrom('conversations').execute()
  })

  const connect = async (who: Member | null, origin?: string | null) => {
    const socket = await openSocket(baseUrl, { cookie: who?.cookie, origin })
    open.push(socket)
    return socket
  }
  const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, who: Member, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { host: 'localhost', cookie: who.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const like = (who: Member, member: number) => call('POST', '/api/like.php', who, { member })

  /** A balance the ledger agrees with: one adjustment row. */
  const giveCredits = async (who: Member, credits: number) => {
    await t.db.updateTable('users').set({ credits }).where('id', '=', who.id).execute()
    await t.db
      .insertInto('credit_ledger')
      .values({
        user_id: who.id,
        amount: credits,
        kind: 'adjustment',
        reason: 'test',
        idempotency_key: `test:${who.id}:${Date.now()}`,
        created_at: Date.now(),
      })
      .execute()
  }

  /** How a socket closed, or 'open' if it still was well before the next heartbeat would look at it. */
  const closedBeforeHeartbeat = (socket: TestSocket) =>
    Promise.race([socket.closed, new Promise((done) => setTimeout(() => done('open'), heartbeatMs / 3))])

  let fences = 0
  /**
   * Proves a socket got nothing else: a frame only this call causes (a balance never seen before) comes
   * through after any frame an earlier event could have sent it, as a member's frames go out in the order
   * of the events.
   */
  const expectNothingBefore = async (socket: TestSocket, who: Member) => {
    fences += 1
    const fence = { type: 'credits', credits: 900_000 + fences } as const
    await t.db.updateTable('users').set({ credits: fence.credits }).where('id', '=', who.id).execute()
    t.deps.events.publish({ type: 'credits.changed', userId: who.id })
    await socket.received(fence)
    expect(socket.frames).toEqual([fence])
    socket.frames.length = 0
  }

  /** A conversation of two with one message from `from`, written as the chat module writes them. */
  const messageBetween = async (from: Member, to: Member, text: string) => {
    const now = Date.now()
    const conversationId = await insertConversation(t, from.id, to.id, {
      last_message_at: now,
      created_at: now,
    })
    await t.db
      .updateTable('conversation_members')
      .set({ num_unread: 1 })
      .where('conversation_id', '=', conversationId)
      .where('user_id', '=', to.id)
      .execute()
    const message = await t.db
      .insertInto('messages')
      .values({ conversation_id: conversationId, sender_id: from.id, body: text, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { conversationId, messageId: message.id }
  }

  it('closes with 4401 without a session and with 4403 from another origin', async () => {
    const anonymous = await connect(null)
    expect(await anonymous.closed).toBe(realtimeCloseCodes.unauthenticated)
    const stale = await openSocket(baseUrl, { cookie: `amora_session=${'x'.repeat(43)}` })
    expect(await stale.closed).toBe(realtimeCloseCodes.unauthenticated)

    const foreign = await connect(alice, 'https://evil.example')
    expect(await foreign.closed).toBe(realtimeCloseCodes.forbiddenOrigin)
    const noOrigin = await connect(alice, null)
    expect(await noOrigin.closed).toBe(realtimeCloseCodes.forbiddenOrigin)
    const otherPort = await connect(alice, 'http://localhost:8080')
    expect(await otherPort.closed).toBe(realtimeCloseCodes.forbiddenOrigin)
    expect(t.deps.realtime.size).toBe(0)
  })

  it('answers a ping with a pong and closes with 1008 on any other frame', async () => {
    const socket = await connect(alice)
    const pong = new Promise<string>((done) => socket.socket.once('message', (data) => done(data.toString())))
    socket.socket.send(JSON.stringify({ type: 'ping' }))
    expect(JSON.parse(await pong)).toEqual({ type: 'pong' })
    socket.frames.length = 0

    for (const frame of ['hello', '{"type":"pong"}', '{"type":"ping","x":1}', Buffer.from([1, 2, 3])]) {
      const other = await connect(alice)
      other.socket.send(frame, { binary: Buffer.isBuffer(frame) })
      expect(await other.closed, String(frame)).toBe(1008)
    }
    const big = await connect(alice)
    big.socket.send(JSON.stringify({ type: 'ping', pad: 'x'.repeat(maxFrameBytes) }))
    expect(await big.closed).toBe(1009)
    // The first socket is still open and the closed ones left the registry.
    expect(socket.socket.readyState).toBe(WebSocket.OPEN)
    await expect.poll(() => t.deps.realtime.size).toBe(1)
  })

  const ping = JSON.stringify({ type: 'ping' })
  const pongsOf = (socket: TestSocket) =>
    socket.frames.filter((frame) => String(frame.type) === 'pong').length

  it('closes a socket that floods it with 1008, control frames included', async () => {
    const flooder = await connect(alice)
    const allAnswered = new Promise<string>((done) => {
      let answers = 0
      flooder.socket.on('message', () => {
        answers += 1
        if (answers === 500) done('every ping answered')
      })
    })
    for (let i = 0; i < 500; i++) flooder.socket.send(ping)
    expect(await Promise.race([flooder.closed, allAnswered])).toBe(1008)
    // The burst was answered, the flood was not.
    expect(pongsOf(flooder)).toBeGreaterThanOrEqual(frameBurst)
    expect(pongsOf(flooder)).toBeLessThan(500)

    const pinger = await connect(alice)
    for (let i = 0; i < 500; i++) pinger.socket.ping()
    expect(await pinger.closed).toBe(1008)
    await expect.poll(() => t.deps.realtime.size).toBe(0)
  })

  it('keeps a socket open that sends a burst and then pings at a steady pace', async () => {
    const socket = await connect(alice)
    for (let i = 0; i < frameBurst; i++) socket.socket.send(ping)
    await expect.poll(() => pongsOf(socket)).toBe(frameBurst)
    // Then a ping every two refills, each after the previous one was answered: past the burst, still open.
    const steady = 10
    for (let i = 1; i <= steady; i++) {
      await new Promise((done) => setTimeout(done, 2000 / framesPerSecond))
      socket.socket.send(ping)
      await expect.poll(() => pongsOf(socket)).toBe(frameBurst + i)
    }
    expect(socket.socket.readyState).toBe(WebSocket.OPEN)
    expect(t.deps.realtime.size).toBe(1)
  })

  it('tells the liked member of a like, with the new-likes total, and nobody else', async () => {
    const [aliceSocket, bobSocket, carolSocket] = await Promise.all([
      connect(alice),
      connect(bob),
      connect(carol),
    ])
    expect((await like(alice, bob.id)).status).toBe(200)

    const frame = await bobSocket.next('like')
    expect(frame.profile.id).toBe(alice.id)
    expect(frame.profile.name).toBe('Alice')
    expect(frame.profile).not.toHaveProperty('email')
    expect(await bobSocket.next('unread')).toEqual({
      type: 'unread',
      num_unread_messages: 0,
      num_new_likes: 1,
    })
    await expectNothingBefore(bobSocket, bob)
    await expectNothingBefore(aliceSocket, alice)
    await expectNothingBefore(carolSocket, carol)
  })

  it('tells both members of a match, each with the other’s card', async () => {
    const [aliceSocket, bobSocket, carolSocket] = await Promise.all([
      connect(alice),
      connect(bob),
      connect(carol),
    ])
    await like(alice, bob.id)
    await bobSocket.next('like')
    await bobSocket.next('unread')
    expect((await like(bob, alice.id)).status).toBe(200)

    expect((await aliceSocket.next('match')).profile.id).toBe(bob.id)
    expect((await aliceSocket.next('unread')).num_new_likes).toBe(1)
    expect((await bobSocket.next('match')).profile.id).toBe(alice.id)
    await expectNothingBefore(aliceSocket, alice)
    await expectNothingBefore(bobSocket, bob)
    await expectNothingBefore(carolSocket, carol)
  })

  it('lowers the new-likes total when the like is seen, on every socket of the member', async () => {
    const [bobFirst, bobSecond] = await Promise.all([connect(bob), connect(bob)])
    await like(alice, bob.id)
    for (const socket of [bobFirst, bobSecond]) {
      expect((await socket.next('unread')).num_new_likes).toBe(1)
      await socket.next('like')
    }
    const seen = await call('PUT', '/api/like-seen.php', bob, { member: alice.id })
    expect(seen.status).toBe(200)
    for (const socket of [bobFirst, bobSecond]) expect((await socket.next('unread')).num_new_likes).toBe(0)
  })

  it('brings a message to the recipient and the sender’s other tabs, then the read receipt', async () => {
    await giveCredits(alice, 50)
    const [aliceSocket, bobSocket, carolSocket] = await Promise.all([
      connect(alice),
      connect(bob),
      connect(carol),
    ])
    const sent = await call('POST', '/api/message.php', alice, { member: bob.id, text: 'Hello Bob' })
    expect(sent.status).toBe(200)
    const answer = (await sent.json()) as SendMessageResponse
    const { message, conversation_id: conversationId } = answer

    const received = await bobSocket.next('message')
    expect(received.message).toEqual(message)
    expect(received.message).toMatchObject({ sender_id: alice.id, kind: 'text', text: 'Hello Bob' })
    expect(received.profile.id).toBe(alice.id)
    expect(received.profile).not.toHaveProperty('email')
    expect(await bobSocket.next('unread')).toEqual({
      type: 'unread',
      num_unread_messages: 1,
      num_new_likes: 0,
    })
    const echoed = await aliceSocket.next('message')
    expect(echoed.message.id).toBe(message.id)
    expect(echoed.profile.id).toBe(bob.id)
    expect(await aliceSocket.next('credits')).toEqual({ type: 'credits', credits: answer.credits })

    const read = await call('PUT', '/api/chat-read.php', bob, {
      conversation: conversationId,
      message: message.id,
    })
    expect(read.status).toBe(200)
    expect(await aliceSocket.next('read')).toEqual({
      type: 'read',
      conversation_id: conversationId,
      message_id: message.id,
    })
    expect((await bobSocket.next('unread')).num_unread_messages).toBe(0)

    const removed = await call('DELETE', '/api/chat.php', bob, { conversation: conversationId })
    expect(removed.status).toBe(200)
    expect(await bobSocket.next('chat_removed')).toEqual({
      type: 'chat_removed',
      conversation_id: conversationId,
    })
    await bobSocket.next('unread')
    await expectNothingBefore(aliceSocket, alice)
    await expectNothingBefore(bobSocket, bob)
    await expectNothingBefore(carolSocket, carol)
  })

  it('a block ends the conversation on both members’ pages and recounts their badges', async () => {
    const [aliceSocket, bobSocket] = await Promise.all([connect(alice), connect(bob)])
    const { conversationId } = await messageBetween(alice, bob, 'Hello')
    await like(alice, bob.id)
    await bobSocket.next('like')
    expect((await bobSocket.next('unread')).num_new_likes).toBe(1)
    const blocked = await call('POST', '/api/block.php', bob, { member: alice.id })
    expect(blocked.status).toBe(200)
    for (const socket of [aliceSocket, bobSocket]) {
      expect(await socket.next('chat_removed')).toEqual({
        type: 'chat_removed',
        conversation_id: conversationId,
      })
      expect(await socket.next('unread')).toEqual({
        type: 'unread',
        num_unread_messages: 0,
        num_new_likes: 0,
      })
    }
    await t.db.deleteFrom('blocks').execute()
  })

  it('tells the balance when credits change', async () => {
    const socket = await connect(alice)
    await t.db.updateTable('users').set({ credits: 42 }).where('id', '=', alice.id).execute()
    t.deps.events.publish({ type: 'credits.changed', userId: alice.id })
    expect(await socket.next('credits')).toEqual({ type: 'credits', credits: 42 })
  })

  it('closes the sockets of a session at once when it logs out, with 4401, and keeps the others', async () => {
    const other = await signupMember(t, 'Dora')
    const [ending, staying] = await Promise.all([connect(other), connect(alice)])
    const logout = await fetch(`${baseUrl}/api/logout.php`, {
      headers: { host: 'localhost', cookie: other.cookie },
    })
    expect(logout.status).toBe(200)
    expect(await closedBeforeHeartbeat(ending)).toBe(realtimeCloseCodes.unauthenticated)
    expect(staying.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('closes the other devices at once when the password changes, and keeps this one', async () => {
    const member = await signupMember(t, 'Pia')
    const phone = { ...member, cookie: `amora_session=${await createSession(t.db, member.id, 'phone')}` }
    const [here, there] = await Promise.all([connect(member), connect(phone)])
    const changed = await call('PUT', '/api/password.php', member, {
      old_password: 'long enough 1',
      password: 'a new one, long enough 2',
      password_repeat: 'a new one, long enough 2',
    })
    expect(changed.status, await changed.text()).toBe(200)
    expect(await closedBeforeHeartbeat(there)).toBe(realtimeCloseCodes.unauthenticated)
    await expectNothingBefore(here, member)
    expect(here.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('closes, at the heartbeat check, the sockets of sessions that simply expired', async () => {
    const other = await signupMember(t, 'Ernst')
    const [expiring, staying] = await Promise.all([connect(other), connect(alice)])
    await t.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', other.id)
      .execute()
    await closeEndedSessions(t.db, [...t.deps.realtime.all()])
    expect(await expiring.closed).toBe(realtimeCloseCodes.unauthenticated)
    expect(staying.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('lets a member hold so many sockets, closing the oldest past that', async () => {
    const sockets = []
    for (let i = 0; i < maxSocketsPerMember; i++) sockets.push(await connect(carol))
    const oldest = sockets[0] as TestSocket
    expect(t.deps.realtime.of(carol.id).size).toBe(maxSocketsPerMember)
    await connect(carol)
    expect(await oldest.closed).toBe(1008)
    expect(t.deps.realtime.of(carol.id).size).toBe(maxSocketsPerMember)
  })

  it('forgets a socket when it closes', async () => {
    const socket = await connect(carol)
    expect(t.deps.realtime.of(carol.id).size).toBe(1)
    await socket.close()
    await expect.poll(() => t.deps.realtime.of(carol.id).size).toBe(0)
  })
})
