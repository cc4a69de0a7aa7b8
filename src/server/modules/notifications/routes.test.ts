import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import type { NotificationSettingsResponse } from '#shared/api/notifications.js'
import { localeCookie } from '#shared/i18n/languages.js'
import { insertForeignMember, insertMember, signupMember } from '../members/fixtures.js'
import { notificationWanted } from './preferences.js'
import { bounceFor, complaintFor } from './testing/report-samples.js'
import { loadUnsubscribeSecret, unsubscribeSignature } from './unsubscribe-link.js'

type Member = { id: number; cookie: string }
const secret = 'a-mail-report-secret-of-enough-length'
const host = 'amora.test'

describe.each(engines)('notifications API [%s]', (engine) => {
  let t: TestApp
  let anna: Member

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { MAIL_REPORT_SECRET: secret } })
    anna = await signupMember(t, 'Anna')
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.deleteFrom('notification_settings').execute()
    await t.db.deleteFrom('mail_reports').execute()
    await t.db.updateTable('users').set({ notifications_disabled: '[]' }).execute()
  })

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie = '', payload?: unknown) =>
    t.app.inject({ method, url, headers: { host, cookie }, payload: payload as object })
  const emailOf = async (id: number) =>
    (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email
  const disabledOf = async (id: number) =>
    JSON.parse(
      (
        await t.db
          .selectFrom('users')
          .select('notifications_disabled')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).notifications_disabled,
    ) as string[]
  const link = async (id: number, type: 'new_messages' | 'like' = 'new_messages') => ({
    u: id,
    t: type,
    s: unsubscribeSignature(await loadUnsubscribeSecret(t.db), id, type),
  })
  const report = (body: string, authorization = `Bearer ${secret}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/mail-report.php',
      headers: { host, authorization, 'content-type': 'message/rfc822' },
      payload: body,
    })

  it('needs a session for the settings', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(method, '/api/notifications.php?disabled=1', '', { settings: [] })
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('authentication_required')
    }
  })

  it('lists every type with the defaults: consent types off, push only where it is sent', async () => {
    const response = await call('GET', '/api/notifications.php', anna.cookie)
    expect(response.statusCode).toBe(200)
    const body = response.json() as NotificationSettingsResponse
    expect(body.notifications_disabled).toEqual([])
    expect(body.settings).toHaveLength(8)
    expect(body.settings.find((s) => s.type === 'new_messages')).toEqual({
      type: 'new_messages',
      email: true,
      push: true,
    })
    expect(body.settings.find((s) => s.type === 'promotions')).toEqual({
      type: 'promotions',
      email: false,
      push: null,
    })
    expect(body.settings.find((s) => s.type === 'weekly_updates')).toEqual({
      type: 'weekly_updates',
      email: true,
      push: null,
    })
  })

  it('changes only the named channels, and every sender hears it', async () => {
    const response = await call('PUT', '/api/notifications.php', anna.cookie, {
      settings: [
        { type: 'new_messages', email: false },
        { type: 'news', email: true },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const settings = (response.json() as NotificationSettingsResponse).settings
    expect(settings.find((s) => s.type === 'new_messages')).toEqual({
      type: 'new_messages',
      email: false,
      push: true,
    })
    expect(settings.find((s) => s.type === 'news')?.email).toBe(true)
    expect(await notificationWanted(t.db, anna.id, 'new_messages', 'email')).toBe(false)
    expect(await notificationWanted(t.db, anna.id, 'new_messages', 'push')).toBe(true)
    expect(await notificationWanted(t.db, anna.id, 'news', 'email')).toBe(true)
  })

  it('refuses bad settings in the member language and changes nothing', async () => {
    const cookie = `${anna.cookie}; ${localeCookie}=de`
    const cases: [unknown, string | undefined][] = [
      [{}, 'settings'],
      [{ settings: [] }, 'settings'],
      [{ settings: [{ type: 'spam', email: true }] }, 'settings.0.type'],
      [{ settings: [{ type: 'like', email: 'yes' }] }, 'settings.0.email'],
      [{ settings: [{ type: 'like', email: true, sms: true }] }, 'settings.0'],
      [{ settings: [{ type: 'weekly_updates', push: true }] }, 'settings.0.push'],
    ]
    for (const [payload, field] of cases) {
      const response = await call('PUT', '/api/notifications.php', cookie, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().error.field).toBe(field)
    }
    const last = await call('PUT', '/api/notifications.php', cookie, cases[5]?.[0])
    expect(last.json().error.message).toBe('Diese Benachrichtigung gibt es nur per E-Mail.')
    expect(await t.db.selectFrom('notification_settings').selectAll().execute()).toEqual([])
  })

  it('unsubscribes one type through the signed link, and everything through one-click', async () => {
    const params = await link(anna.id)
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe.php',
      headers: { host },
      payload: params,
    })
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json()).toEqual({ unsubscribed: 'new_messages', site: expect.any(String) })
    expect(await notificationWanted(t.db, anna.id, 'new_messages', 'email')).toBe(false)
    expect(await notificationWanted(t.db, anna.id, 'like', 'email')).toBe(true)

    const query = new URLSearchParams({ u: String(params.u), t: params.t, s: params.s }).toString()
    for (let i = 0; i < 2; i += 1) {
      const oneClick = await t.app.inject({
        method: 'POST',
        url: `/api/unsubscribe.php?${query}`,
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
      expect(oneClick.statusCode, oneClick.body).toBe(200)
      expect(oneClick.json().unsubscribed).toBe('all')
    }
    expect(await disabledOf(anna.id)).toEqual(['list_unsubscribe'])
    expect(await notificationWanted(t.db, anna.id, 'like', 'email')).toBe(false)
    expect(await notificationWanted(t.db, anna.id, 'like', 'push')).toBe(true)
    expect(await t.db.selectFrom('mail_reports').select('kind').execute()).toEqual([
      { kind: 'list_unsubscribe' },
      { kind: 'list_unsubscribe' },
    ])

    const again = await call('DELETE', '/api/notifications.php?disabled=1', anna.cookie)
    expect(again.statusCode).toBe(200)
    expect(again.json().notifications_disabled).toEqual([])
    expect(await notificationWanted(t.db, anna.id, 'like', 'email')).toBe(true)
    expect((await call('DELETE', '/api/notifications.php', anna.cookie)).statusCode).toBe(400)
  })

  it('takes the one-click request as multipart/form-data too, as RFC 8058 advises', async () => {
    const params = await link(anna.id, 'like')
    const query = new URLSearchParams({ u: String(params.u), t: params.t, s: params.s }).toString()
    const boundary = '----amora-one-click'
    const form = (value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n${value}\r\n--${boundary}--\r\n`
    const post = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/unsubscribe.php?${query}`,
        headers: { host, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: form(value),
      })
    const wrong = await post('Yes please')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.field).toBe('List-Unsubscribe')
    expect(await disabledOf(anna.id)).toEqual([])
    const oneClick = await post('One-Click')
    expect(oneClick.statusCode, oneClick.body).toBe(200)
    expect(oneClick.json().unsubscribed).toBe('all')
    expect(await disabledOf(anna.id)).toEqual(['list_unsubscribe'])
  })

  it('refuses forged, foreign and malformed unsubscribe requests, changing nothing', async () => {
    const good = await link(anna.id)
    const foreigner = await insertForeignMember(t, `other-${engine}`)
    const forged: [unknown, number][] = [
      [{ ...good, s: `${good.s.slice(0, -2)}xx` }, 403],
      [{ ...good, t: 'like' }, 403],
      [{ ...good, u: anna.id + 1000 }, 403],
      [await link(foreigner), 403],
      [{ ...good, s: 'short' }, 400],
      [{ u: good.u, t: good.t }, 400],
      [{ ...good, t: 'spam' }, 400],
      [{ ...good, extra: true }, 400],
    ]
    for (const [payload, status] of forged) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/unsubscribe.php',
        headers: { host, cookie: `${localeCookie}=nl` },
        payload: payload as object,
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(status)
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe.php',
      headers: { host, cookie: `${localeCookie}=nl` },
      payload: { ...good, t: 'like' },
    })
    expect(refused.json().error).toMatchObject({
      code: 'unsubscribe_link_invalid',
      message: expect.stringContaining('afmeldlink'),
    })
    const noOneClick = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe.php?${new URLSearchParams({ u: String(good.u), t: good.t, s: good.s })}`,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Maybe',
    })
    expect(noOneClick.statusCode).toBe(400)
    expect(await t.db.selectFrom('notification_settings').selectAll().execute()).toEqual([])
    expect(await disabledOf(anna.id)).toEqual([])
  })

  it('stops mail on a hard bounce and on a spam complaint, with a report for the staff', async () => {
    const ben = await signupMember(t, 'Ben')
    const bounced = await report(bounceFor((await emailOf(anna.id)).toUpperCase()))
    expect(bounced.statusCode, bounced.body).toBe(200)
    expect(bounced.json()).toEqual({ handled: 1 })
    expect(await disabledOf(anna.id)).toEqual(['bounce'])
    expect(await notificationWanted(t.db, anna.id, 'new_messages', 'email')).toBe(false)

    const complained = await report(complaintFor(await emailOf(ben.id)))
    expect(complained.json()).toEqual({ handled: 1 })
    expect(await disabledOf(ben.id)).toEqual(['fbl'])
    const reports = await t.db
      .selectFrom('mail_reports')
      .select(['user_id', 'kind', 'detail'])
      .orderBy('id')
      .execute()
    expect(reports).toEqual([
      { user_id: anna.id, kind: 'bounce', detail: '5.1.1' },
      { user_id: ben.id, kind: 'fbl', detail: 'abuse' },
    ])

    const me = await call('GET', '/api/user.php', anna.cookie)
    expect(me.json().user.notifications_disabled).toEqual(['bounce'])
  })

  it('stops mail to every account on a bounced address, whichever site received the report', async () => {
    const other = await t.db
      .insertInto('sites')
      .values({ slug: `liebe-${engine}`, name: 'Liebe', domain: 'liebe.test', created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow()
    const email = await emailOf(anna.id)
    const twin = await insertMember(t.db, other.id)
    await t.db.updateTable('users').set({ email }).where('id', '=', twin).execute()
    const bounced = await report(bounceFor(email))
    expect(bounced.json()).toEqual({ handled: 2 })
    expect(await disabledOf(anna.id)).toEqual(['bounce'])
    expect(await disabledOf(twin)).toEqual(['bounce'])
  })

  it('refuses reports without the secret, unreadable ones, and ignores unknown addresses', async () => {
    expect((await report(bounceFor('x@example.org'), '')).statusCode).toBe(403)
    expect(
      (await report(bounceFor('x@example.org'), 'Bearer wrong-secret-wrong-secret-wrong!')).statusCode,
    ).toBe(403)
    const unreadable = await report('Subject: hello\r\n\r\nnot a report')
    expect(unreadable.statusCode).toBe(400)
    expect(unreadable.json().error.code).toBe('bad_request')
    expect((await report(bounceFor('nobody@example.org'))).json()).toEqual({ handled: 0 })
    expect(await t.db.selectFrom('mail_reports').selectAll().execute()).toEqual([])
    expect(await disabledOf(anna.id)).toEqual([])
  })
})

describe.each(engines)('mail reports without a secret [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  it('do not exist', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mail-report.php',
      headers: { host, authorization: 'Bearer anything-anything-anything', 'content-type': 'text/plain' },
      payload: bounceFor('a@example.org'),
    })
    expect(response.statusCode).toBe(404)
  })
})
