import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestApp } from '#server/test/harness.js'
import { createMailingTestApp, type TestSmtp } from '#server/test/smtp.js'
import { promoteToStaff } from '#server/test/staff.js'
import { catalogues } from '#shared/i18n/resources.js'
import { type Member, signupMember, withSetting } from '../members/fixtures.js'
import { jpegPhoto, multipart } from '../photos/testing.js'

describe.each(engines)('moderation [%s]', (engine) => {
  let t: TestApp
  let smtp: TestSmtp
  let moderator = ''
  let moderatorId = 0
  let support = ''
  let viewer: Member
  let author: Member

  beforeAll(async () => {
    ;({ t, smtp } = await createMailingTestApp(engine, {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'amora-moderation-')),
    }))
    moderatorId = (await signupMember(t, 'Moderator')).id
    moderator = await promoteToStaff(t.db, moderatorId, 'moderator')
    support = await promoteToStaff(t.db, (await signupMember(t, 'Support')).id, 'support')
    viewer = await signupMember(t, 'Viola')
  })
  afterAll(() => t.close())

  const headers = (cookie: string) => ({ host: 'localhost', cookie })
  const get = (url: string, cookie = '') => t.app.inject({ url, headers: headers(cookie) })
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, payload: object) =>
    t.app.inject({ method, url, headers: headers(cookie), payload })
  const decide = (payload: object, cookie = moderator) =>
    send('POST', '/api/staff/moderation.php', cookie, payload)
  const queue = (kind: 'photos' | 'texts', cookie = moderator) =>
    get(`/api/staff/moderation.php?site=${t.siteId}&kind=${kind}`, cookie)
  const upload = async (member: Member, colour: string) => {
    const body = multipart(await jpegPhoto(colour), 'me.jpg')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...headers(member.cookie), 'content-type': body.contentType },
      payload: body.payload,
    })
    expect(response.statusCode).toBe(200)
    return response.json().photo as { id: number; url: string; thumb_url: string; card_url: string }
  }
  const ownPhotos = async (member: Member) => (await get('/api/photos.php', member.cookie)).json()
  const profileSeenBy = async (member: Member, by: Member) =>
    (await get(`/api/member.php?id=${member.id}`, by.cookie)).json().member
  const emailOf = async (member: Member) =>
    (await t.db.selectFrom('users').select('email').where('id', '=', member.id).executeTakeFirstOrThrow())
      .email
  const setLanguage = (member: Member, language: string) =>
    t.db.updateTable('users').set({ language }).where('id', '=', member.id).execute()
  const auditActions = async (memberId: number) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('target_id', '=', memberId)
        .orderBy('id')
        .execute()
    ).map((row) => row.action)

  it('holds a new photo for its owner alone until a moderator approves it, when the site checks first', async () => {
    author = await signupMember(t, 'Ada')
    await withSetting(t, 'content_review', 'before_showing', async () => {
      const photo = await upload(author, '#c0587e')
      const own = await ownPhotos(author)
      expect(own.review).toBe('before_showing')
      expect(own.photos).toEqual([expect.objectContaining({ id: photo.id, waiting: true, is_main: false })])

      // Only its owner is served it; another member and a visitor are told it does not exist.
      expect((await get(photo.url, author.cookie)).statusCode).toBe(200)
      expect((await get(photo.card_url, author.cookie)).statusCode).toBe(200)
      expect((await get(photo.url, viewer.cookie)).statusCode).toBe(404)
      expect((await get(photo.thumb_url)).statusCode).toBe(404)
      expect((await profileSeenBy(author, viewer)).photos).toEqual([])
      // Pending is not a main photo: asking for it is refused in the member's words.
      const main = await send('PATCH', '/api/photos.php', author.cookie, { id: photo.id, is_main: true })
      expect(main.statusCode).toBe(400)
      expect(main.json().error.message).toBe(catalogues.en.photos.errors.main_must_be_checked)

      const waiting = (await queue('photos')).json()
      expect(waiting.mode).toBe('before_showing')
      expect(waiting.waiting.photos).toBeGreaterThanOrEqual(1)
      expect(waiting.photos).toContainEqual(
        expect.objectContaining({
          id: photo.id,
          status: 'pending',
          member: expect.objectContaining({ id: author.id, name: 'Ada' }),
          other_photos: [],
        }),
      )
      // Staff are served a waiting photo.
      expect((await get(photo.url, moderator)).statusCode).toBe(200)

      const approved = await decide({ kind: 'photo', id: photo.id, decision: 'approve' })
      expect(approved.statusCode).toBe(200)
      expect(approved.json().waiting.photos).toBe(waiting.waiting.photos - 1)
      expect((await ownPhotos(author)).photos).toEqual([
        expect.objectContaining({ id: photo.id, waiting: false, is_main: true }),
      ])
      expect((await get(photo.url)).statusCode).toBe(200)
      expect((await profileSeenBy(author, viewer)).photos).toHaveLength(1)
      expect((await queue('photos')).json().photos.map((p: { id: number }) => p.id)).not.toContain(photo.id)
      expect(await auditActions(author.id)).toEqual(['member.photo.approve'])
      // Decided once: approving again is refused.
      const again = await decide({ kind: 'photo', id: photo.id, decision: 'approve' })
      expect(again.statusCode).toBe(400)
      expect(again.json().error.message).toBe(catalogues.en.staff.errors.moderation_already_decided)
    })
  })

  it('takes down a shown main photo for good, gives the main place to the next, and tells the member why', async () => {
    const member = await signupMember(t, 'Bea')
    await setLanguage(member, 'de')
    const first = await upload(member, '#225588')
    const second = await upload(member, '#885522')
    // Checked after showing: both show at once and wait in the queue.
    expect((await ownPhotos(member)).photos.map((p: { waiting: boolean }) => p.waiting)).toEqual([
      false,
      false,
    ])
    expect((await get(first.url)).statusCode).toBe(200)
    const listed = (await queue('photos')).json().photos as { id: number; status: string }[]
    expect(listed.filter((p) => p.id === first.id || p.id === second.id).map((p) => p.status)).toEqual([
      'active',
      'active',
    ])

    const sent = smtp.mails.length
    const refused = await decide({
      kind: 'photo',
      id: first.id,
      decision: 'reject',
      reason: 'looks_underage',
    })
    expect(refused.statusCode).toBe(200)

    const own = await ownPhotos(member)
    expect(own.photos).toEqual([expect.objectContaining({ id: second.id, is_main: true })])
    expect(own.refused).toEqual([{ id: first.id, reason: 'looks_underage', refused_at: expect.any(Number) }])
    for (const cookie of ['', viewer.cookie, member.cookie])
      for (const url of [first.url, first.thumb_url, first.card_url])
        expect((await get(url, cookie)).statusCode).toBe(404)
    expect((await get(first.url, moderator)).statusCode).toBe(200)

    const mail = await smtp.mailTo(await emailOf(member), sent)
    const de = catalogues.de.moderation
    expect(mail.subject).toBe(de.mail.photo.subject.replace('{{site}}', 'Amora'))
    expect(mail.text).toContain(de.reasons.looks_underage)

    // Deleting the refused photo clears the notice; the photo is not counted against the limit meanwhile.
    const removed = await send('DELETE', '/api/photos.php', member.cookie, { id: first.id })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().refused).toEqual([])
    expect(await auditActions(member.id)).toEqual(['member.photo.reject'])
    // Nothing left to decide about it.
    const again = await decide({ kind: 'photo', id: first.id, decision: 'reject', reason: 'nudity' })
    expect(again.statusCode).toBe(404)
  })

  it('keeps a changed text unseen until approved when the site checks first, and a refused name unchanged', async () => {
    const member = await signupMember(t, 'Cleo')
    const save = (update: object) => send('PUT', '/api/profile.php', member.cookie, update)
    await withSetting(t, 'content_review', 'before_showing', async () => {
      const saved = await save({ about_me: 'I love long walks by the sea.', name: 'Cleopatra' })
      expect(saved.statusCode).toBe(200)
      expect(saved.json().profile).toMatchObject({
        about_me: 'I love long walks by the sea.',
        name: 'Cleopatra',
      })
      expect(saved.json().review).toEqual({
        mode: 'before_showing',
        waiting: ['about_me', 'name'],
        refused: [],
      })
      const seen = await profileSeenBy(member, viewer)
      expect(seen.name).toBe('Cleo')
      expect(seen.about_me ?? null).toBeNull()

      const texts = (await queue('texts')).json().texts as {
        id: number
        field: string
        old_value: string | null
        held: boolean
      }[]
      const about = texts.find((text) => text.field === 'about_me' && text.old_value === null)
      const name = texts.find((text) => text.field === 'name' && text.old_value === 'Cleo')
      expect(about).toMatchObject({ held: true })
      expect(name).toMatchObject({ held: true })

      expect((await decide({ kind: 'text', id: about?.id, decision: 'approve' })).statusCode).toBe(200)
      expect((await profileSeenBy(member, viewer)).about_me).toBe('I love long walks by the sea.')

      const sent = smtp.mails.length
      const refusedName = await decide({
        kind: 'text',
        id: name?.id,
        decision: 'reject',
        reason: 'not_a_name',
      })
      expect(refusedName.statusCode).toBe(200)
      expect((await profileSeenBy(member, viewer)).name).toBe('Cleo')
      const own = (await get('/api/profile.php', member.cookie)).json()
      expect(own.profile.name).toBe('Cleo')
      expect(own.review).toEqual({
        mode: 'before_showing',
        waiting: [],
        refused: [{ field: 'name', reason: 'not_a_name', refused_at: expect.any(Number) }],
      })
      const mail = await smtp.mailTo(await emailOf(member), sent)
      expect(mail.text).toContain(catalogues.en.moderation.reasons.not_a_name)
    })
  })

  it('shows a changed text at once when the site checks after, and puts the old one back when refused', async () => {
    const member = await signupMember(t, 'Dora')
    const save = (about_me: string) => send('PUT', '/api/profile.php', member.cookie, { about_me })
    expect((await save('Hiking, books and good coffee.')).statusCode).toBe(200)
    const first = (await queue('texts'))
      .json()
      .texts.find((text: { member: { id: number } }) => text.member.id === member.id)
    await decide({ kind: 'text', id: first.id, decision: 'approve' })

    const changed = await save('Write me at dora@example.com')
    expect(changed.json().review.waiting).toEqual([])
    expect((await profileSeenBy(member, viewer)).about_me).toBe('Write me at dora@example.com')
    // A second change before the check is the same waiting change, still replacing the approved text.
    await save('Write me at dora(at)example.com')
    const waiting = (await queue('texts'))
      .json()
      .texts.filter((text: { member: { id: number } }) => text.member.id === member.id)
    expect(waiting).toEqual([
      expect.objectContaining({
        old_value: 'Hiking, books and good coffee.',
        new_value: 'Write me at dora(at)example.com',
        held: false,
      }),
    ])
    const refused = await decide({
      kind: 'text',
      id: waiting[0].id,
      decision: 'reject',
      reason: 'contact_details',
    })
    expect(refused.statusCode).toBe(200)
    expect((await profileSeenBy(member, viewer)).about_me).toBe('Hiking, books and good coffee.')

    // From a report: the current text is taken down.
    const down = await decide({ kind: 'about_me', id: member.id, decision: 'reject', reason: 'offensive' })
    expect(down.statusCode).toBe(200)
    expect((await profileSeenBy(member, viewer)).about_me ?? null).toBeNull()
    expect((await get('/api/profile.php', member.cookie)).json().review.refused).toEqual([
      { field: 'about_me', reason: 'offensive', refused_at: expect.any(Number) },
    ])
    // Nothing left to take down.
    expect(
      (await decide({ kind: 'about_me', id: member.id, decision: 'reject', reason: 'offensive' })).statusCode,
    ).toBe(400)
    expect(await auditActions(member.id)).toEqual([
      'member.text.approve',
      'member.text.reject',
      'member.text.reject',
    ])
  })

  it('answers bad decisions with 400 in the staff language and changes nothing', async () => {
    const member = await signupMember(t, 'Edda')
    const photo = await upload(member, '#336699')
    const cases: [object, string][] = [
      [{ kind: 'photo', id: photo.id, decision: 'reject' }, 'moderation_reason_needed'],
      [
        { kind: 'photo', id: photo.id, decision: 'reject', reason: 'not_a_name' },
        'moderation_reason_not_for_kind',
      ],
      [{ kind: 'text', id: 1, decision: 'reject', reason: 'nudity' }, 'moderation_reason_not_for_kind'],
    ]
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', moderatorId).execute()
    for (const [payload, key] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/staff/moderation.php',
        headers: { host: 'localhost', cookie: `${moderator}; i18n_redirected=fr` },
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.message).toBe(
        catalogues.fr.staff.errors[key as 'moderation_reason_needed'],
      )
    }
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', moderatorId).execute()
    for (const payload of [
      { kind: 'video', id: photo.id, decision: 'approve' },
      { kind: 'photo', id: 'x', decision: 'approve' },
      { kind: 'photo', id: photo.id, decision: 'maybe' },
      { kind: 'photo', id: photo.id, decision: 'approve', extra: 1 },
    ])
      expect((await decide(payload)).statusCode).toBe(400)
    expect((await get(`/api/staff/moderation.php?site=${t.siteId}&kind=videos`, moderator)).statusCode).toBe(
      400,
    )
    expect((await get('/api/staff/moderation.php?site=999999&kind=photos', moderator)).statusCode).toBe(404)
    expect((await decide({ kind: 'photo', id: 999999, decision: 'approve' })).statusCode).toBe(404)
    expect((await decide({ kind: 'text', id: 999999, decision: 'approve' })).statusCode).toBe(404)
    expect((await ownPhotos(member)).photos).toEqual([
      expect.objectContaining({ id: photo.id, waiting: false }),
    ])
    expect(await auditActions(member.id)).toEqual([])
  })

  it('is for moderators and admins: a visitor is asked to log in, a member and support are refused', async () => {
    const visitor = await queue('photos', '')
    expect(visitor.statusCode).toBe(403)
    expect(visitor.json().error.code).toBe('authentication_required')
    for (const cookie of [viewer.cookie, support]) {
      expect((await queue('photos', cookie)).statusCode).toBe(403)
      expect((await decide({ kind: 'photo', id: 1, decision: 'approve' }, cookie)).statusCode).toBe(403)
    }
  })
})
