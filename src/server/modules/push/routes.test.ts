import { Agent } from 'node:https'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createWebPushSender } from '#server/adapters/push.js'
import { migrateToLatest } from '#server/db/database.js'
import { createTestApp, createTestDatabase, engines, type TestApp } from '#server/test/harness.js'
import {
  type LocalPushService,
  pushServiceCert,
  startPushService,
  type TestSubscriber,
} from '#server/test/pushService.js'
import type { PushPayload } from '#shared/api/push.js'
import { insertConversation, postMessage } from '../chat/fixtures.js'
import { insertMember, type Member, signupMembers } from '../members/fixtures.js'
import { loadVapidKeys } from './vapid.js'

describe.each(engines)('push API [%s]', (engine) => {
  let t: TestApp
  let service: LocalPushService
  let alice: Member
  let bob: Member

  beforeAll(async () => {
    service = await startPushService()
    // The server under test trusts the local push service's certificate, as it trusts a browser vendor's.
    const push = createWebPushSender({ agent: new Agent({ ca: pushServiceCert }) })
    t = await createTestApp(engine, { push })
    ;[alice, bob] = await signupMembers(t, 'Alice', 'Bob')
  })
  afterAll(async () => {
    await t.close()
    await service.close()
  })
  beforeEach(async () => {
    await t.db.deleteFrom('push_subscriptions').execute()
    await t.db.deleteFrom('notification_settings').execute()
    await t.db.deleteFrom('likes').execute()
    await t.db.deleteFrom('messages').execute()
    await t.db.deleteFrom('conversations').execute()
    service.received.length = 0
  })

  const headers = (cookie: string) => ({ host: 'localhost', cookie, 'x-request-type': 'client' })
  const subscribe = (who: Member | null, payload: unknown, url = '/api/user.php?push=1') =>
    t.app.inject({ method: 'POST', url, headers: headers(who?.cookie ?? ''), payload: payload as object })
  const unsubscribe = (who: Member | null, payload: unknown, url = '/api/user.php?push=1') =>
    t.app.inject({ method: 'DELETE', url, headers: headers(who?.cookie ?? ''), payload: payload as object })
  const subscriptionJson = (subscriber: TestSubscriber) => ({
    endpoint: subscriber.endpoint,
    expirationTime: null,
    keys: subscriber.keys,
  })
  /** A login with a wrong password on the path the push calls share. */
  const wrongLogin = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: headers(''),
      payload: { email: 'nobody@example.com', password: 'wrong password' },
    })
  const stored = () =>
    t.db.selectFrom('push_subscriptions').select(['user_id', 'endpoint', 'p256dh', 'auth']).execute()
  /** Subscribes a member's browser through the API, as the web app does. */
  const subscribed = async (who: Member, name: string) => {
    const subscriber = service.subscriber(name)
    const response = await subscribe(who, { subscription: subscriptionJson(subscriber) })
    expect(response.statusCode, response.body).toBe(200)
    return subscriber
  }
  const payloadsFor = (subscriber: TestSubscriber): PushPayload[] =>
    service.received
      .filter((push) => subscriber.endpoint.endsWith(push.path))
      .map((push) => JSON.parse(subscriber.decrypt(push.body)) as PushPayload)
  const like = (who: Member, member: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      headers: { host: 'localhost', cookie: who.cookie },
      payload: { member },
    })

  describe('POST /api/user.php?push=1', () => {
    it('stores the subscription for the member and answers 200', async () => {
      const subscriber = service.subscriber('store')
      const response = await subscribe(alice, { subscription: subscriptionJson(subscriber) })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ subscribed: true })
      expect(await stored()).toEqual([
        { user_id: alice.id, endpoint: subscriber.endpoint, ...subscriber.keys },
      ])
    })

    it('keeps one row per browser: the member logged in last on it takes it over', async () => {
      const subscriber = service.subscriber('shared')
      await subscribe(alice, { subscription: subscriptionJson(subscriber) })
      await subscribe(alice, { subscription: subscriptionJson(subscriber) })
      await subscribe(bob, { subscription: subscriptionJson(subscriber) })
      expect((await stored()).map((row) => row.user_id)).toEqual([bob.id])
    })

    it('keeps the newest 10 browsers of a member, and is no login attempt for the rate limit', async () => {
      const browsers = Array.from({ length: 12 }, (_, i) => service.subscriber(`browser-${i}`))
      for (const browser of browsers) await subscribed(alice, browser.endpoint.split('/').pop() ?? '')
      const rows = await stored()
      expect(rows).toHaveLength(10)
      expect(rows.map((row) => row.endpoint)).not.toContain(browsers[0]?.endpoint)
      expect(rows.map((row) => row.endpoint)).toContain(browsers[11]?.endpoint)
      // Past the login's 30 a minute: renewing a subscription on every page load must keep working.
      for (let i = 0; i < 30; i++) await subscribed(alice, 'renewed')
      const login = await wrongLogin()
      expect(login.statusCode).toBe(401)
    })

    it('needs a session (403) and still logs nobody in', async () => {
      const response = await subscribe(null, { subscription: subscriptionJson(service.subscriber('x')) })
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('authentication_required')
      expect(response.cookies).toEqual([])
      expect(await stored()).toEqual([])
    })

    it('refuses a call without the client header', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user.php?push=1',
        headers: { host: 'localhost', cookie: alice.cookie },
        payload: { subscription: subscriptionJson(service.subscriber('x')) },
      })
      expect(response.statusCode).toBe(400)
      expect(await stored()).toEqual([])
    })

    it('refuses invalid subscriptions with a 400 in the member language, storing nothing', async () => {
      const good = subscriptionJson(service.subscriber('good'))
      const p256dh = good.keys.p256dh
      const cases: unknown[] = [
        {},
        { subscription: null },
        { subscription: 'https://push.example/abc' },
        { subscription: { ...good, endpoint: 'http://push.example/abc' } },
        { subscription: { ...good, endpoint: 'javascript:alert(1)' } },
        { subscription: { ...good, endpoint: 'not a url' } },
        { subscription: { ...good, endpoint: `https://push.example/${'a'.repeat(1000)}` } },
        { subscription: { ...good, keys: { auth: good.keys.auth } } },
        { subscription: { ...good, keys: { ...good.keys, p256dh: p256dh.slice(0, 40) } } },
        { subscription: { ...good, keys: { ...good.keys, p256dh: `${p256dh.slice(0, -1)}+` } } },
        { subscription: { ...good, keys: { ...good.keys, auth: 'AAAA' } } },
        { subscription: { ...good, keys: { ...good.keys, auth: '<script>alert(1)</script>' } } },
        { subscription: { ...good, keys: { ...good.keys, auth: 'x'.repeat(100_000) } } },
        { subscription: good, extra: true },
      ]
      for (const payload of cases) {
        const response = await subscribe(alice, payload)
        // A body over the API's size limit is refused before it is read (413), the rest as invalid (400).
        expect([400, 413], JSON.stringify(payload).slice(0, 200)).toContain(response.statusCode)
        expect(response.json().error.code).toMatch(/^(validation_failed|payload_too_large)$/)
      }
      const dutch = await t.app.inject({
        method: 'POST',
        url: '/api/user.php?push=1',
        headers: { ...headers(alice.cookie), cookie: `${alice.cookie}; i18n_redirected=nl` },
        payload: { subscription: { ...good, endpoint: 'http://push.example/abc' } },
      })
      expect(dutch.json().error).toMatchObject({
        field: 'subscription.endpoint',
        message: 'Dit pushabonnement is ongeldig.',
      })
      expect(await stored()).toEqual([])
    })

    it('answers 400 to another push value and to a body that is not JSON', async () => {
      const good = { subscription: subscriptionJson(service.subscriber('q')) }
      expect((await subscribe(alice, good, '/api/user.php?push=2')).statusCode).toBe(400)
      const binary = await t.app.inject({
        method: 'POST',
        url: '/api/user.php?push=1',
        headers: { ...headers(alice.cookie), 'content-type': 'application/json' },
        payload: Buffer.from([0xff, 0x00, 0x7b]),
      })
      expect(binary.statusCode).toBe(400)
      expect(await stored()).toEqual([])
    })

    it('leaves the login on the same path working', async () => {
      const response = await wrongLogin()
      expect(response.statusCode).toBe(401)
    })
  })

  describe('DELETE /api/user.php?push=1', () => {
    it('removes only the member own subscription: 200, then 404', async () => {
      const subscriber = await subscribed(alice, 'leave')
      expect((await unsubscribe(bob, { endpoint: subscriber.endpoint })).statusCode).toBe(404)
      expect(await stored()).toHaveLength(1)
      const response = await unsubscribe(alice, { endpoint: subscriber.endpoint })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ subscribed: false })
      expect(await stored()).toEqual([])
      expect((await unsubscribe(alice, { endpoint: subscriber.endpoint })).statusCode).toBe(404)
    })

    it('needs a session, the push parameter and an endpoint', async () => {
      expect((await unsubscribe(null, { endpoint: 'https://x.example/' })).statusCode).toBe(403)
      expect((await unsubscribe(alice, { endpoint: 'x' }, '/api/user.php')).statusCode).toBe(404)
      expect((await unsubscribe(alice, {})).statusCode).toBe(400)
      expect((await unsubscribe(alice, { endpoint: 5 })).statusCode).toBe(400)
      const headerless = await t.app.inject({
        method: 'DELETE',
        url: '/api/user.php?push=1',
        headers: { host: 'localhost', cookie: alice.cookie },
        payload: { endpoint: 'https://x.example/' },
      })
      expect(headerless.statusCode).toBe(400)
    })
  })

  describe('sending', () => {
    it('pushes a like to the liked member, encrypted for their browser, in their language', async () => {
      await t.db.updateTable('users').set({ language: 'de' }).where('id', '=', bob.id).execute()
      const subscriber = await subscribed(bob, 'bob-like')
      expect((await like(alice, bob.id)).statusCode).toBe(200)
      await expect.poll(() => payloadsFor(subscriber).length).toBe(1)
      expect(payloadsFor(subscriber)[0]).toEqual({
        title: 'Du gefällst Alice',
        body: 'Schau dir das Profil von Alice an.',
        checkUrl: `/members/${alice.id}`,
        openUrl: '/login',
        tag: `like-${alice.id}`,
      })
      const push = service.received[0]
      expect(push?.headers['content-encoding']).toBe('aes128gcm')
      expect(push?.headers.ttl).toBe('86400')
      expect(push?.headers.authorization).toMatch(/^vapid t=.+, k=/)
      const { publicKey } = await loadVapidKeys(t.db)
      expect(push?.headers.authorization).toContain(`k=${publicKey}`)
      await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', bob.id).execute()
    })

    it('tells a match apart from a like', async () => {
      const subscriber = await subscribed(alice, 'alice-match')
      await like(alice, bob.id)
      await like(bob, alice.id)
      await expect.poll(() => payloadsFor(subscriber).length).toBe(1)
      expect(payloadsFor(subscriber)[0]).toMatchObject({
        title: "It's a match!",
        body: 'Bob likes you too. Say hello!',
      })
    })

    it('pushes a message: a new conversation first, then new messages, to every browser', async () => {
      const phone = await subscribed(bob, 'bob-phone')
      const laptop = await subscribed(bob, 'bob-laptop')
      const conversation = await conversationBetween(alice.id, bob.id)
      const first = await insertMessage(conversation, alice.id)
      await t.deps.push.handle(sent(first, conversation, alice.id, bob.id))
      const second = await insertMessage(conversation, alice.id)
      await t.deps.push.handle(sent(second, conversation, alice.id, bob.id))
      for (const browser of [phone, laptop]) {
        expect(payloadsFor(browser)).toEqual([
          {
            title: 'Alice wrote to you',
            body: 'Alice started a conversation with you. Tap to reply.',
            checkUrl: `/chats/${conversation}`,
            openUrl: '/login',
            tag: `chat-${conversation}`,
          },
          expect.objectContaining({ title: 'New message from Alice', checkUrl: `/chats/${conversation}` }),
        ])
      }
      const used = await t.db.selectFrom('push_subscriptions').select('last_used_at').execute()
      expect(used.every((row) => typeof row.last_used_at === 'number')).toBe(true)
    })

    it('a message sent through the chat reaches the recipient, the sender gets nothing', async () => {
      await t.db.updateTable('users').set({ credits: 100 }).where('id', '=', alice.id).execute()
      const bobs = await subscribed(bob, 'bob-chat')
      const alices = await subscribed(alice, 'alice-chat')
      const send = await postMessage(t, alice.cookie, bob.id, 'Hello Bob')
      expect(send.statusCode, send.body).toBe(200)
      const conversation = (send.json() as { conversation_id: number }).conversation_id
      await expect.poll(() => payloadsFor(bobs).length).toBe(1)
      expect(payloadsFor(bobs)[0]).toMatchObject({
        title: 'Alice wrote to you',
        checkUrl: `/chats/${conversation}`,
      })
      // The text itself never travels in a push.
      expect(JSON.stringify(payloadsFor(bobs))).not.toContain('Hello Bob')
      expect(payloadsFor(alices)).toEqual([])
    })

    it('honours the notification settings of each type; a missing row means on', async () => {
      const subscriber = await subscribed(bob, 'bob-settings')
      const conversation = await conversationBetween(alice.id, bob.id)
      const first = await insertMessage(conversation, alice.id)
      const second = await insertMessage(conversation, alice.id)
      await t.db
        .insertInto('notification_settings')
        .values([
          { user_id: bob.id, type: 'like', email: 1, push: 0 },
          { user_id: bob.id, type: 'new_conversations', email: 1, push: 0 },
          { user_id: bob.id, type: 'new_messages', email: 0, push: 1 },
        ])
        .execute()
      await t.deps.push.handle({ type: 'like.created', likerId: alice.id, likedId: bob.id, match: false })
      await t.deps.push.handle(sent(first, conversation, alice.id, bob.id))
      expect(service.received).toEqual([])
      await t.deps.push.handle(sent(second, conversation, alice.id, bob.id))
      expect(payloadsFor(subscriber).map((p) => p.title)).toEqual(['New message from Alice'])
      await t.db.updateTable('notification_settings').set({ push: 0 }).where('user_id', '=', bob.id).execute()
      await t.deps.push.handle(sent(second, conversation, alice.id, bob.id))
      expect(service.received).toHaveLength(1)
    })

    it('e-mail opt-outs (notifications_disabled) do not stop pushes', async () => {
      const subscriber = await subscribed(bob, 'bob-mail-off')
      await t.db
        .updateTable('users')
        .set({ notifications_disabled: '["bounce"]' })
        .where('id', '=', bob.id)
        .execute()
      await t.deps.push.handle({ type: 'like.created', likerId: alice.id, likedId: bob.id, match: false })
      expect(payloadsFor(subscriber)).toHaveLength(1)
      await t.db.updateTable('users').set({ notifications_disabled: '[]' }).where('id', '=', bob.id).execute()
    })

    it('removes a subscription the push service says is gone (404, 410) and keeps one that failed otherwise', async () => {
      const gone = await subscribed(bob, 'bob-gone')
      const missing = await subscribed(bob, 'bob-missing')
      const busy = await subscribed(bob, 'bob-busy')
      service.answer('/push/bob-gone', 410)
      service.answer('/push/bob-missing', 404)
      service.answer('/push/bob-busy', 503)
      await t.deps.push.handle({ type: 'like.created', likerId: alice.id, likedId: bob.id, match: false })
      expect(service.received).toHaveLength(3)
      expect((await stored()).map((row) => row.endpoint)).toEqual([busy.endpoint])
      expect([gone, missing]).toHaveLength(2)
    })

    it('keeps a subscription whose push service cannot be reached', async () => {
      await t.db
        .insertInto('push_subscriptions')
        .values({
          user_id: bob.id,
          endpoint: 'https://localhost:1/push/nobody-listens',
          ...service.subscriber('unreachable').keys,
          created_at: Date.now(),
        })
        .execute()
      await t.deps.push.handle({ type: 'like.created', likerId: alice.id, likedId: bob.id, match: false })
      expect(await stored()).toHaveLength(1)
    })

    it('never pushes to fictional profiles, closed accounts or members without a subscription', async () => {
      const fictional = await insertMember(t.db, t.siteId, { name: 'Staffed' })
      await t.db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', fictional).execute()
      const closed = await insertMember(t.db, t.siteId, { userStatus: 'deleted' })
      for (const id of [fictional, closed]) {
        const subscriber = service.subscriber(`member-${id}`)
        await t.db
          .insertInto('push_subscriptions')
          .values({ user_id: id, endpoint: subscriber.endpoint, ...subscriber.keys, created_at: Date.now() })
          .execute()
        await t.deps.push.handle({ type: 'like.created', likerId: alice.id, likedId: id, match: false })
      }
      await t.deps.push.handle({ type: 'like.created', likerId: alice.id, likedId: bob.id, match: false })
      await t.deps.push.handle({ type: 'badges.changed', userId: bob.id })
      expect(service.received).toEqual([])
    })

    it('a like through the API reaches nobody who has not subscribed', async () => {
      const subscriber = await subscribed(alice, 'alice-only')
      expect((await like(alice, bob.id)).statusCode).toBe(200)
      // Bob's like back reaches Alice; Alice's like (published first) had nobody to reach.
      expect((await like(bob, alice.id)).statusCode).toBe(200)
      await expect.poll(() => service.received.length).toBe(1)
      expect(payloadsFor(subscriber)).toHaveLength(1)
    })
  })

  describe('VAPID keys', () => {
    it('are made once however many server processes ask for them at the same moment', async () => {
      const fresh = await createTestDatabase(engine)
      await migrateToLatest(fresh.db)
      const pairs = await Promise.all(Array.from({ length: 8 }, () => loadVapidKeys(fresh.db)))
      expect(new Set(pairs.map((pair) => JSON.stringify(pair))).size).toBe(1)
      expect(await fresh.db.selectFrom('installation_keys').select('name').execute()).toEqual([
        { name: 'vapid' },
      ])
      await fresh.drop()
    })

    it('are made once and shared: the settings answer the stored public key', async () => {
      const [first, second] = await Promise.all([loadVapidKeys(t.db), loadVapidKeys(t.db)])
      expect(second).toEqual(first)
      expect(first?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
      const rows = await t.db
        .selectFrom('installation_keys')
        .select('name')
        .where('name', 'like', 'vapid%')
        .execute()
      expect(rows).toEqual([{ name: 'vapid' }])
      const settings = await t.app.inject({ url: '/api/settings.php', headers: { host: 'localhost' } })
      expect(settings.json().settings.push_public_key).toBe(first?.publicKey)
    })
  })

  describe('POST /api/page-hidden.php', () => {
    const beacon = (cookie: string, payload: string | object | undefined, contentType?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/page-hidden.php',
        headers: {
          host: 'localhost',
          cookie,
          'sec-fetch-site': 'same-origin',
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        payload,
      })
    const hiddenAt = async () =>
      (await t.db.selectFrom('sessions').select('hidden_at').where('user_id', '=', alice.id).execute()).map(
        (row) => row.hidden_at,
      )

    it('records when the member page went into the background: 204 for JSON, text and no body', async () => {
      await t.db.updateTable('sessions').set({ hidden_at: null }).execute()
      const before = Date.now()
      expect((await beacon(alice.cookie, {})).statusCode).toBe(204)
      const [at] = await hiddenAt()
      expect(at).toBeGreaterThanOrEqual(before)
      expect((await beacon(alice.cookie, '{}', 'text/plain;charset=UTF-8')).statusCode).toBe(204)
      expect((await beacon(alice.cookie, undefined)).statusCode).toBe(204)
      const bobs = await t.db
        .selectFrom('sessions')
        .select('hidden_at')
        .where('user_id', '=', bob.id)
        .execute()
      expect(bobs.every((row) => row.hidden_at === null)).toBe(true)
    })

    it('takes a visitor beacon and stores nothing', async () => {
      await t.db.updateTable('sessions').set({ hidden_at: null }).execute()
      expect((await beacon('', {})).statusCode).toBe(204)
      const rows = await t.db.selectFrom('sessions').select('hidden_at').execute()
      expect(rows.every((row) => row.hidden_at === null)).toBe(true)
    })

    it('refuses a body that is not empty, and beacons from other websites', async () => {
      await t.db.updateTable('sessions').set({ hidden_at: null }).execute()
      expect((await beacon(alice.cookie, { hidden: true })).statusCode).toBe(400)
      expect((await beacon(alice.cookie, 'hello', 'text/plain')).statusCode).toBe(400)
      expect((await beacon(alice.cookie, '[]', 'application/json')).statusCode).toBe(400)
      const cross = await t.app.inject({
        method: 'POST',
        url: '/api/page-hidden.php',
        headers: { host: 'localhost', cookie: alice.cookie, 'sec-fetch-site': 'cross-site' },
        payload: {},
      })
      expect(cross.statusCode).toBe(403)
      expect(await hiddenAt()).toEqual([null])
    })

    it('answers 404 to other methods', async () => {
      const response = await t.app.inject({ url: '/api/page-hidden.php', headers: { host: 'localhost' } })
      expect(response.statusCode).toBe(404)
    })
  })

  describe('GET /sw-push.js', () => {
    it('serves the service worker uncached at the site root', async () => {
      const response = await t.app.inject({ url: '/sw-push.js?v=2', headers: { host: 'localhost' } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('NEW_PUSH_MESSAGE')
      expect(response.body).toContain('NEW_PUSH_CLICK')
    })
  })

  const conversationBetween = (a: number, b: number) => insertConversation(t, a, b)

  async function insertMessage(conversationId: number, senderId: number): Promise<number> {
    const row = await t.db
      .insertInto('messages')
      .values({ conversation_id: conversationId, sender_id: senderId, body: 'Hi', created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }
})

function sent(messageId: number, conversationId: number, senderId: number, recipientId: number) {
  return { type: 'message.sent' as const, messageId, conversationId, senderId, recipientId }
}
