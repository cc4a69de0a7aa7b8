import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DomainEvent } from '#server/realtime/events.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import { catalogues } from '#shared/i18n/resources.js'
import { postMessage } from '../chat/fixtures.js'
import { purgeChatPhotos } from '../chat/purge-chat-photos.js'
import { insertMember, type Member, signupMember, withSetting } from '../members/fixtures.js'
import { storePhoto } from '../photos/intake.js'
import { jpegPhoto } from '../photos/testing.js'
import { sendDueAnswers } from './answers.js'
import { countQueue } from './queries.js'

const en = catalogues.en.staff.errors

describe.each(engines)('the operator console [%s]', (engine) => {
  let t: TestApp
  let alice: Member
  let fiona = 0
  let operator = { id: 0, cookie: '' }
  let other = { id: 0, cookie: '' }
  let events: DomainEvent[] = []

  async function staffOf(role: 'operator' | 'admin' | 'support', name: string) {
    const id = await insertMember(t.db, t.siteId, { name })
    return { id, cookie: await promoteToStaff(t.db, id, role) }
  }

  async function fictional(name: string): Promise<number> {
    const id = await insertMember(t.db, t.siteId, { name })
    await t.db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', id).execute()
    const now = Date.now()
    await t.db
      .insertInto('fictional_profiles')
      .values({ user_id: id, site_id: t.siteId, created_at: now, updated_at: now })
      .execute()
    return id
  }

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload ? { payload } : {}) })
  const inbox = async (cookie = operator.cookie, query = '') =>
    (await call('GET', `/api/staff/inbox.php${query}`, cookie)).json()
  const claim = (conversation: number, cookie = operator.cookie) =>
    call('POST', '/api/staff/claim.php', cookie, { conversation })
  const reply = (conversation: number, text: string, cookie = operator.cookie) =>
    call('POST', '/api/staff/reply.php', cookie, { conversation, text })
  const write = async (to: number, text: string, cookie = alice.cookie) => {
    const sent = await postMessage(t, cookie, to, text)
    expect(sent.statusCode, sent.body).toBe(200)
    return sent.json().conversation_id as number
  }
  const count = async (table: 'messages' | 'conversation_claims' | 'conversation_queue' | 'photos') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const auditActions = async () =>
    (await t.db.selectFrom('audit_log').select('action').orderBy('id').execute()).map((row) => row.action)

  beforeAll(async () => {
    t = await createTestApp(engine)
    t.deps.events.subscribe((event) => {
      events.push(event)
    })
    alice = await signupMember(t, 'Alice')
    await t.db.updateTable('users').set({ credits: 500, paid_user: 1 }).where('id', '=', alice.id).execute()
    fiona = await fictional('Fiona')
    operator = await staffOf('operator', 'Olga')
    other = await staffOf('operator', 'Otto')
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    events = []
    await t.db.deleteFrom('conversation_claims').execute()
  })

  it('queues a member’s message to a fictional profile, oldest first, until it is answered', async () => {
    const before = Date.now()
    const conversation = await write(fiona, 'Hello Fiona')
    await write(fiona, 'Are you there?')
    const queue = await inbox()
    expect(queue).toMatchObject({ total: 1, held: 0, max_held: 2 })
    expect(queue.conversations[0]).toMatchObject({
      conversation_id: conversation,
      member: { id: alice.id, name: 'Alice' },
      fictional: { id: fiona, name: 'Fiona' },
      last_message: { text: 'Are you there?' },
      claim: null,
    })
    // Waiting since the first unanswered message, not the last.
    expect(queue.conversations[0].waiting_since).toBeGreaterThanOrEqual(before)
    expect(queue.conversations[0].waiting_since).toBeLessThan(
      queue.conversations[0].last_message.created_at + 1,
    )
    expect(events).toContainEqual({ type: 'queue.changed', siteId: t.siteId, conversationId: conversation })
    expect((await inbox(operator.cookie, `?language=${queue.conversations[0].language}`)).total).toBe(1)
    expect((await inbox(operator.cookie, '?language=pl')).total).toBe(
      queue.conversations[0].language === 'pl' ? 1 : 0,
    )
    expect((await call('GET', '/api/staff/inbox.php?language=xx', operator.cookie)).statusCode).toBe(400)

    expect((await claim(conversation)).statusCode).toBe(200)
    const answered = await reply(conversation, ' Hi Alice! ')
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json().message).toMatchObject({ text: 'Hi Alice!' })
    const after = await inbox()
    expect(after.total).toBe(0)
    // Answered, it waits no more; the operator who holds it still finds it.
    expect(after.held_answered.map((entry: { conversation_id: number }) => entry.conversation_id)).toEqual([
      conversation,
    ])
    expect((await inbox(other.cookie)).held_answered).toEqual([])
    const stored = await t.db
      .selectFrom('messages')
      .select(['sender_id', 'answered_by', 'cost'])
      .where('conversation_id', '=', conversation)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ sender_id: fiona, answered_by: operator.id, cost: 0 })
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'message.sent', senderId: fiona, recipientId: alice.id }),
    )
    // The member sees the answer as the profile's, with no operator named.
    const chat = await call('GET', `/api/chat.php?member=${fiona}`, alice.cookie)
    expect(JSON.stringify(chat.json())).not.toContain('answered_by')
    expect(chat.json().messages.map((m: { text: string }) => m.text)).toContain('Hi Alice!')
    expect(await auditActions()).toEqual(expect.arrayContaining(['console.claimed', 'console.replied']))

    await write(fiona, 'Lovely!')
    expect((await inbox()).total).toBe(1)
  })

  it('lets one operator hold a conversation; the other is refused without a name and cannot answer', async () => {
    const conversation = (await inbox()).conversations[0].conversation_id as number
    const taken = await claim(conversation)
    expect(taken.statusCode).toBe(200)
    expect(taken.json().claim.expires_at).toBeGreaterThan(Date.now() + 4 * 60_000)

    const refused = await claim(conversation, other.cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'conversation_claimed',
      message: en.conversation_claimed,
    })
    expect(refused.body).not.toContain('Olga')
    expect((await inbox(other.cookie)).conversations[0].claim).toMatchObject({ mine: false })
    expect((await inbox()).conversations[0].claim).toMatchObject({ mine: true })

    const messages = await count('messages')
    const blocked = await reply(conversation, 'Me too', other.cookie)
    expect([blocked.statusCode, blocked.json().error.code]).toEqual([409, 'claim_required'])
    expect(
      (await call('GET', `/api/staff/conversation.php?id=${conversation}`, other.cookie)).statusCode,
    ).toBe(409)
    expect(await count('messages')).toBe(messages)

    // Claiming again renews the lease.
    expect((await claim(conversation)).statusCode).toBe(200)
    const open = await call('GET', `/api/staff/conversation.php?id=${conversation}`, operator.cookie)
    expect(open.statusCode, open.body).toBe(200)
    expect(open.json()).toMatchObject({
      conversation_id: conversation,
      member: { id: alice.id, name: 'Alice', credits: expect.any(Number), spent_here: expect.any(Number) },
      fictional: { id: fiona, name: 'Fiona' },
      notes: { member: { body: '' }, fictional: { body: '' } },
    })
    expect(open.json().member.spent_here).toBeGreaterThan(0)
    const texts = open.json().messages.map((m: { text: string; sender_id: number }) => [m.text, m.sender_id])
    expect(texts.slice(0, 2)).toEqual([
      ['Hello Fiona', alice.id],
      ['Are you there?', alice.id],
    ])
    expect(texts).toContainEqual(['Hi Alice!', fiona])

    // A gift of the site, free of charge, with or without a line; nothing unknown, nothing empty.
    const gift = open.json().gifts[0] as { id: number; name: string }
    expect(gift).toMatchObject({ id: expect.any(Number), name: expect.any(String) })
    const gifted = await call('POST', '/api/staff/reply.php', operator.cookie, {
      conversation,
      gift: gift.id,
    })
    expect(gifted.statusCode, gifted.body).toBe(200)
    expect(gifted.json().message).toMatchObject({ kind: 'gift', text: null, gift: { id: gift.id } })
    const unknown = await call('POST', '/api/staff/reply.php', operator.cookie, {
      conversation,
      gift: 2_000_000,
    })
    expect([unknown.statusCode, unknown.json().error.field]).toEqual([400, 'gift'])
    expect((await call('POST', '/api/staff/reply.php', operator.cookie, { conversation })).statusCode).toBe(
      400,
    )
    // The member thanks: the conversation waits again.
    await write(fiona, 'Thank you!')

    const released = await call(
      'DELETE',
      `/api/staff/claim.php?conversation=${conversation}`,
      operator.cookie,
    )
    expect(released.json()).toEqual({ released: true })
    expect((await claim(conversation, other.cookie)).statusCode).toBe(200)
    expect(
      (await call('DELETE', `/api/staff/claim.php?conversation=${conversation}`, operator.cookie)).json(),
    ).toEqual({ released: false })
  })

  it('counts the waiting conversations only as far as it must', async () => {
    for (const name of ['Wanda', 'Walter']) {
      const member = await signupMember(t, name)
      await t.db.updateTable('users').set({ credits: 100 }).where('id', '=', member.id).execute()
      await write(fiona, `Hi, I am ${name}`, member.cookie)
    }
    const viewer = { siteIds: null, operatorId: null }
    const waiting = await countQueue(t.db, viewer, {}, 1_000)
    expect(waiting).toBeGreaterThanOrEqual(2)
    expect(await countQueue(t.db, viewer, {}, waiting - 1)).toBe(waiting - 1)
    expect((await inbox(operator.cookie)).total).toBe(waiting)
  })

  it('gives a conversation to exactly one of twenty operators claiming it at once', async () => {
    const conversation = (await inbox()).conversations[0].conversation_id as number
    const operators = await Promise.all(
      Array.from({ length: 20 }, (_, i) => staffOf('operator', `Racer ${i}`)),
    )
    const answers = await Promise.all(operators.map((op) => claim(conversation, op.cookie)))
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    expect(await count('conversation_claims')).toBe(1)
  })

  it('frees a conversation whose lease ran out', async () => {
    const conversation = (await inbox()).conversations[0].conversation_id as number
    expect((await claim(conversation)).statusCode).toBe(200)
    await t.db
      .updateTable('conversation_claims')
      .set({ expires_at: Date.now() - 1 })
      .execute()
    expect((await inbox(other.cookie)).conversations[0].claim).toBeNull()
    expect((await reply(conversation, 'Late', operator.cookie)).statusCode).toBe(409)
    expect((await claim(conversation, other.cookie)).statusCode).toBe(200)
  })

  it('holds an operator to two conversations at once', async () => {
    const bob = await signupMember(t, 'Bob')
    const carol = await signupMember(t, 'Carol')
    await t.db.updateTable('users').set({ credits: 500 }).where('id', 'in', [bob.id, carol.id]).execute()
    const first = await write(fiona, 'Hi from Bob', bob.cookie)
    const second = await write(fiona, 'Hi from Carol', carol.cookie)
    const third = (await inbox()).conversations.find(
      (entry: { conversation_id: number }) =>
        entry.conversation_id !== first && entry.conversation_id !== second,
    ).conversation_id as number
    expect((await claim(first)).statusCode).toBe(200)
    expect((await claim(second)).statusCode).toBe(200)
    const limited = await claim(third)
    expect(limited.statusCode).toBe(409)
    expect(limited.json().error).toMatchObject({
      code: 'claim_limit',
      message: en.claim_limit.replace('{{count}}', '2'),
    })
    expect((await inbox()).held).toBe(2)
  })

  it('shows an operator only the profiles that name them, or name nobody; paused profiles wait aside', async () => {
    const named = await fictional('Nadia')
    await t.db
      .insertInto('fictional_operators')
      .values({ fictional_id: named, operator_id: other.id })
      .execute()
    const conversation = await write(named, 'Hello Nadia')
    const ids = async (cookie: string) => {
      const answer = await call('GET', '/api/staff/inbox.php', cookie)
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json().conversations.map((entry: { conversation_id: number }) => entry.conversation_id)
    }
    expect(await ids(other.cookie)).toContain(conversation)
    expect(await ids(operator.cookie)).not.toContain(conversation)
    expect((await claim(conversation)).statusCode).toBe(404)
    const admin = await staffOf('admin', 'Ada')
    expect(await ids(admin.cookie)).toContain(conversation)

    await t.db
      .updateTable('fictional_profiles')
      .set({ state: 'paused' })
      .where('user_id', '=', named)
      .execute()
    expect(await ids(other.cookie)).not.toContain(conversation)
  })

  it('keeps notes about the member and the profile, on record', async () => {
    const empty = await call('GET', `/api/staff/notes.php?subject=${alice.id}`, operator.cookie)
    expect(empty.json().note).toEqual({ subject_id: alice.id, body: '', updated_at: null, updated_by: null })
    const saved = await call('PUT', '/api/staff/notes.php', operator.cookie, {
      subject: alice.id,
      body: ' Dog: Rex. Works as a nurse. ',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().note).toMatchObject({
      body: 'Dog: Rex. Works as a nurse.',
      updated_by: expect.stringContaining('@'),
    })
    const read = await call('GET', `/api/staff/notes.php?subject=${alice.id}`, other.cookie)
    expect(read.json().note.body).toBe('Dog: Rex. Works as a nurse.')
    expect(await auditActions()).toContain('note.changed')

    const long = await call('PUT', '/api/staff/notes.php', operator.cookie, {
      subject: alice.id,
      body: 'x'.repeat(4001),
    })
    expect(long.statusCode).toBe(400)
    expect(
      (await call('PUT', '/api/staff/notes.php', operator.cookie, { subject: 2_000_000_000, body: 'x' }))
        .statusCode,
    ).toBe(404)
    expect((await call('GET', '/api/staff/notes.php?subject=x', operator.cookie)).statusCode).toBe(400)
    expect(
      (await call('GET', `/api/staff/notes.php?subject=${alice.id}`, other.cookie)).json().note.body,
    ).toBe('Dog: Rex. Works as a nurse.')
  })

  it('counts each operator’s answers per day; an operator sees their own, an admin everyone’s', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const mine = await call('GET', '/api/staff/operator-stats.php', operator.cookie)
    expect(mine.statusCode, mine.body).toBe(200)
    expect(mine.json().to).toBe(today)
    const rows = mine.json().operators as Array<{ operator_id: number; day: string; messages: number }>
    expect(rows.map((row) => row.operator_id)).toEqual([operator.id])
    expect(rows[0]).toMatchObject({ day: today, conversations: 1, messages: 2, replies: 2 })
    expect(mine.json().profiles[0]).toMatchObject({ profile_id: fiona, name: 'Fiona', day: today })

    const admin = await staffOf('admin', 'Adele')
    const all = await call('GET', `/api/staff/operator-stats.php?from=${today}&to=${today}`, admin.cookie)
    expect(all.json().operators.map((row: { operator_id: number }) => row.operator_id)).toContain(operator.id)
    expect((await call('GET', '/api/staff/operator-stats.php', other.cookie)).json().operators).toEqual([])

    for (const query of [
      'from=2026-01-01&to=2026-12-31',
      'from=2026-05-02&to=2026-05-01',
      'from=yesterday',
    ]) {
      const refused = await call('GET', `/api/staff/operator-stats.php?${query}`, operator.cookie)
      expect(refused.statusCode, query).toBe(400)
    }
  })

  it('holds an answer back by the site’s natural delay and sends it once when its time comes', async () => {
    await withSetting(t, 'operator_reply_delay_seconds', 60, async () => {
      const conversation = await write(fiona, 'Still there?')
      expect((await claim(conversation)).statusCode).toBe(200)
      const messages = await count('messages')
      const before = Date.now()
      const held = await reply(conversation, 'Yes, here!')
      expect(held.statusCode, held.body).toBe(200)
      expect(held.json().message).toBeNull()
      const sendAt = held.json().send_at as number
      expect(sendAt).toBeGreaterThanOrEqual(before + 59_000)
      expect(await count('messages')).toBe(messages)
      expect(
        (await inbox()).conversations.map((e: { conversation_id: number }) => e.conversation_id),
      ).not.toContain(conversation)
      const open = await call('GET', `/api/staff/conversation.php?id=${conversation}`, operator.cookie)
      expect(open.json()).toMatchObject({
        reply_delay_seconds: 60,
        held: [{ text: 'Yes, here!', send_at: sendAt }],
      })
      expect(events.some((event) => event.type === 'message.sent' && event.senderId === fiona)).toBe(false)

      expect(await sendDueAnswers(t.db, t.deps.events, sendAt - 1)).toBe(0)
      expect(await sendDueAnswers(t.db, t.deps.events, sendAt)).toBe(1)
      expect(await sendDueAnswers(t.db, t.deps.events, sendAt + 10_000)).toBe(0)
      const last = await t.db
        .selectFrom('messages')
        .select(['body', 'sender_id', 'answered_by'])
        .where('conversation_id', '=', conversation)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(last).toEqual({ body: 'Yes, here!', sender_id: fiona, answered_by: operator.id })
      expect(events).toContainEqual(expect.objectContaining({ type: 'message.sent', senderId: fiona }))
      const after = await call('GET', `/api/staff/conversation.php?id=${conversation}`, operator.cookie)
      expect(after.json().held).toEqual([])
    })
  })

  it('answers with a copy of a photo of the profile’s gallery, private ones too, seen only in the conversation', async () => {
    const galleryPhoto = async (owner: number, isPrivate: 0 | 1) => {
      const stored = await storePhoto(t.deps.storage, await jpegPhoto())
      const row = await t.db
        .insertInto('photos')
        .values({
          user_id: owner,
          filename: stored.filename,
          thumb_filename: stored.thumbFilename,
          width: stored.width,
          height: stored.height,
          is_private: isPrivate,
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { id: row.id, filename: stored.filename }
    }
    const private_ = await galleryPhoto(fiona, 1)
    const alicePhoto = await galleryPhoto(alice.id, 0)
    const conversation = await write(fiona, 'Show me a photo?')
    expect((await claim(conversation)).statusCode).toBe(200)
    const open = await call('GET', `/api/staff/conversation.php?id=${conversation}`, operator.cookie)
    expect(open.json().fictional.photos).toContainEqual(
      expect.objectContaining({ id: private_.id, is_private: true }),
    )

    // Nothing that is not one of the profile's photos, and a photo goes alone.
    const photos = await count('photos')
    const messages = await count('messages')
    for (const [payload, field, key] of [
      [{ photo: alicePhoto.id }, 'photo', en.photo_not_in_gallery],
      [{ photo: 2_000_000 }, 'photo', en.photo_not_in_gallery],
      [{ photo: private_.id, text: 'Me!' }, 'photo', en.photo_alone],
      [{ photo: 'x' }, 'photo', undefined],
    ] as const) {
      const refused = await call('POST', '/api/staff/reply.php', operator.cookie, {
        conversation,
        ...payload,
      })
      expect([refused.statusCode, refused.json().error.field], JSON.stringify(payload)).toEqual([400, field])
      if (key) expect(refused.json().error.message).toBe(key)
    }
    expect([await count('photos'), await count('messages')]).toEqual([photos, messages])

    const sent = await call('POST', '/api/staff/reply.php', operator.cookie, {
      conversation,
      photo: private_.id,
    })
    expect(sent.statusCode, sent.body).toBe(200)
    const message = sent.json().message
    expect(message).toMatchObject({ kind: 'photo', text: null, photo: { url: expect.any(String) } })
    // A copy of its own, so that neither removing the gallery photo nor the conversation takes the other.
    expect(message.photo.url).not.toContain(private_.filename)
    const stored = await t.db
      .selectFrom('messages as m')
      .innerJoin('photos as p', 'p.id', 'm.photo_id')
      .select(['m.sender_id', 'm.answered_by', 'm.cost', 'p.purpose', 'p.user_id'])
      .where('m.id', '=', message.id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({
      sender_id: fiona,
      answered_by: operator.id,
      cost: 0,
      purpose: 'chat',
      user_id: fiona,
    })
    // The member sees it in the conversation although it is private on the profile; nobody else does.
    const bob = await signupMember(t, 'Bobbie')
    const photoOf = (cookie: string) =>
      t.app.inject({ method: 'GET', url: message.photo.url, headers: { host: 'localhost', cookie } })
    expect((await photoOf(alice.cookie)).statusCode).toBe(200)
    expect((await photoOf(bob.cookie)).statusCode).toBe(404)
    expect(events).toContainEqual(expect.objectContaining({ type: 'message.sent', senderId: fiona }))
    expect(await t.deps.storage.read(private_.filename)).not.toBeNull()
  })

  it('holds a photo answer back by the natural delay, its copy kept until it goes', async () => {
    await withSetting(t, 'operator_reply_delay_seconds', 60, async () => {
      const gallery = await t.db
        .selectFrom('photos')
        .select('id')
        .where('user_id', '=', fiona)
        .where('purpose', '=', 'profile')
        .executeTakeFirstOrThrow()
      const conversation = await write(fiona, 'Another one?')
      expect((await claim(conversation)).statusCode).toBe(200)
      const held = await call('POST', '/api/staff/reply.php', operator.cookie, {
        conversation,
        photo: gallery.id,
      })
      expect(held.statusCode, held.body).toBe(200)
      const sendAt = held.json().send_at as number
      const open = await call('GET', `/api/staff/conversation.php?id=${conversation}`, operator.cookie)
      expect(open.json().held).toEqual([
        expect.objectContaining({ text: null, photo_thumb_url: expect.stringMatching(/-thumb\.webp$/) }),
      ])
      // The purge of forgotten chat photos leaves a held one alone.
      expect(await purgeChatPhotos(t.db, t.deps.storage, Date.now() + 2 * 60 * 60 * 1000)).toBe(0)
      expect(await sendDueAnswers(t.db, t.deps.events, sendAt)).toBe(1)
      const last = await t.db
        .selectFrom('messages')
        .select(['kind', 'photo_id', 'sender_id'])
        .where('conversation_id', '=', conversation)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(last).toMatchObject({ kind: 'photo', sender_id: fiona, photo_id: expect.any(Number) })
    })
  })

  it('offers the site’s openers in the member’s language, one a line', async () => {
    await t.db.updateTable('users').set({ language: 'de' }).where('id', '=', alice.id).execute()
    await withSetting(
      t,
      'operator_openers',
      { en: 'Hi there!', de: 'Hallo!\n\n  Wie war dein Tag? ' },
      async () => {
        const conversation = await write(fiona, 'Hallo nochmal')
        expect((await claim(conversation)).statusCode).toBe(200)
        const open = await call('GET', `/api/staff/conversation.php?id=${conversation}`, operator.cookie)
        expect(open.json().openers).toEqual(['Hallo!', 'Wie war dein Tag?'])
      },
    )
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', alice.id).execute()
  })

  it('refuses visitors, members, other roles, and conversations that are no operator’s work', async () => {
    const support = await staffOf('support', 'Sue')
    const conversation = (await inbox()).conversations[0].conversation_id as number
    for (const [cookie, code] of [
      ['', 'authentication_required'],
      [alice.cookie, 'forbidden'],
      [support.cookie, 'forbidden'],
    ] as const) {
      for (const response of [
        await call('GET', '/api/staff/inbox.php', cookie),
        await claim(conversation, cookie),
        await call('GET', `/api/staff/notes.php?subject=${alice.id}`, cookie),
      ]) {
        expect([response.statusCode, response.json().error.code]).toEqual([403, code])
      }
    }
    const bob = await signupMember(t, 'Bobby')
    const between = await write(bob.id, 'Hi Bobby')
    expect((await claim(between)).statusCode).toBe(404)
    expect((await claim(2_000_000_000)).statusCode).toBe(404)
    expect(
      (await call('POST', '/api/staff/claim.php', operator.cookie, { conversation: 'x' })).statusCode,
    ).toBe(400)
    for (const [method, url] of [
      ['GET', '/api/staff/conversation.php?id=x'],
      ['DELETE', '/api/staff/claim.php?conversation=x'],
      ['GET', '/api/staff/inbox.php?site=0'],
      ['GET', '/api/staff/operator-stats.php?site=x'],
    ] as const)
      expect((await call(method, url, operator.cookie)).statusCode, url).toBe(400)
    expect((await reply(between, 'Hi')).statusCode).toBe(404)
  })
})
