import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestApp } from '#server/test/harness.js'
import { createMailingTestApp, linkToken, type TestSmtp } from '#server/test/smtp.js'

describe.each(engines)('PUT /api/invisible.php [%s]', (engine) => {
  let t: TestApp
  let smtp: TestSmtp
  let counter = 0

  beforeAll(async () => {
    ;({ t, smtp } = await createMailingTestApp(engine))
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown, cookie?: string) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'localhost', 'x-request-type': 'client', ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    })

  const cookieOf = (response: LightMyRequestResponse) =>
    `amora_session=${response.cookies.find((c) => c.name === 'amora_session')?.value}`

  async function member() {
    counter += 1
    const email = `hidden${counter}.${engine}@example.com`
    const password = 'long enough 1'
    const response = await call('POST', '/api/signup.php', {
      email,
      name: `Hidden${counter}`,
      password,
      date_of_birth: '1991-05-05',
    })
    expect(response.statusCode).toBe(200)
    return { email, password, id: response.json().user.id as number, cookie: cookieOf(response) }
  }

  async function activate(email: string) {
    const response = await call('POST', '/api/activate.php', { token: linkToken(await smtp.mailTo(email)) })
    expect(response.statusCode).toBe(200)
  }

  const searchable = async (id: number) =>
    (
      await t.db
        .selectFrom('profiles')
        .select('searchable')
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow()
    ).searchable

  it('hides an active member from search and shows them again', async () => {
    const kim = await member()
    await activate(kim.email)
    expect(await searchable(kim.id)).toBe(1)

    const on = await call('PUT', '/api/invisible.php', { invisible: true }, kim.cookie)
    expect(on.statusCode).toBe(200)
    expect(on.json()).toEqual({ invisible: true })
    expect(await searchable(kim.id)).toBe(0)
    expect((await call('GET', '/api/user.php', undefined, kim.cookie)).json().user.invisible).toBe(true)

    const off = await call('PUT', '/api/invisible.php', { invisible: false }, kim.cookie)
    expect(off.json()).toEqual({ invisible: false })
    expect(await searchable(kim.id)).toBe(1)
    expect((await call('GET', '/api/user.php', undefined, kim.cookie)).json().user.invisible).toBe(false)
  })

  it('keeps a member who is not confirmed yet hidden either way, and invisible after activation', async () => {
    const lea = await member()
    expect((await call('PUT', '/api/invisible.php', { invisible: false }, lea.cookie)).statusCode).toBe(200)
    expect(await searchable(lea.id)).toBe(0)
    await call('PUT', '/api/invisible.php', { invisible: true }, lea.cookie)
    await activate(lea.email)
    expect(await searchable(lea.id)).toBe(0)
    expect((await call('GET', '/api/user.php', undefined, lea.cookie)).json().user.invisible).toBe(true)
  })

  it('keeps an invisible member invisible when the deleted account is reactivated', async () => {
    const max = await member()
    await activate(max.email)
    await call('PUT', '/api/invisible.php', { invisible: true }, max.cookie)
    const mailsBefore = smtp.mails.length
    const deleted = await call(
      'DELETE',
      '/api/account.php',
      { reason: 'time', password: max.password },
      max.cookie,
    )
    expect(deleted.statusCode).toBe(200)
    const token = linkToken(await smtp.mailTo(max.email, mailsBefore))
    const back = await call('POST', '/api/reactivate.php', { token })
    expect(back.statusCode).toBe(200)
    expect(back.json().user).toMatchObject({ status: 'active', invisible: true })
    expect(await searchable(max.id)).toBe(0)
  })

  it.each([
    ['a text', { invisible: 'yes' }],
    ['nothing', {}],
    ['an extra field', { invisible: true, searchable: true }],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    const zoe = await member()
    await activate(zoe.email)
    const response = await call('PUT', '/api/invisible.php', body, zoe.cookie)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('validation_failed')
    expect(await searchable(zoe.id)).toBe(1)
  })

  it('needs a session', async () => {
    const response = await call('PUT', '/api/invisible.php', { invisible: true })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('authentication_required')
  })
})
