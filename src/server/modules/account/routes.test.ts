import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { createMailingTestApp, linkToken, type TestSmtp } from '#server/test/smtp.js'
import { catalogues } from '#shared/i18n/resources.js'
import { withSetting as withSiteSetting } from '../members/fixtures.js'

const en = catalogues.en.account.errors

describe.each(engines)('accounts API [%s]', (engine) => {
  let t: TestApp
  let smtp: TestSmtp
  let counter = 0

  beforeAll(async () => {
    ;({ t, smtp } = await createMailingTestApp(engine))
  })
  afterAll(() => t.close())

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return t.app.inject({
      method,
      url,
      headers: { host: 'localhost', 'x-request-type': 'client', ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    })
  }

  function cookieOf(response: LightMyRequestResponse): string {
    const session = response.cookies.find((c) => c.name === 'amora_session')
    if (!session) throw new Error('no session cookie')
    return `amora_session=${session.value}`
  }

  function newMember(overrides: Record<string, unknown> = {}) {
    counter += 1
    return {
      email: `member${counter}.${engine}@example.com`,
      name: `Member${counter}`,
      password: 'correct horse battery',
      date_of_birth: '1990-04-12',
      ...overrides,
    }
  }

  async function signup(overrides: Record<string, unknown> = {}) {
    const form = newMember(overrides)
    const response = await call('POST', '/api/signup.php', form)
    expect(response.statusCode, response.body).toBe(200)
    return { form, cookie: cookieOf(response), user: response.json().user }
  }

  async function activate(email: string) {
    const mail = await smtp.mailTo(email)
    const response = await call('POST', '/api/activate.php', { token: linkToken(mail) })
    expect(response.statusCode).toBe(200)
  }

  const countUsers = async () =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  describe('signup', () => {
    it('creates a not_confirmed account with signup credits, a session and an activation mail', async () => {
      const { form, cookie, user } = await signup({
        tracking: { network: 'adnet', ref: 'r1', sub1: 'a', landing_path: '/landers/gallery' },
      })
      expect(user).toMatchObject({
        email: form.email,
        status: 'not_confirmed',
        credits: 20,
        paid_user: false,
      })
      expect(user.profile).toMatchObject({ name: form.name })
      expect(user).not.toHaveProperty('password_hash')
      const me = await call('GET', '/api/user.php', undefined, { cookie })
      expect(me.json().user.id).toBe(user.id)
      const ledger = await t.db
        .selectFrom('credit_ledger')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute()
      expect(ledger.map((r) => [r.amount, r.reason])).toEqual([[20, 'signup']])
      const tracking = await t.db
        .selectFrom('tracking_data')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      expect(tracking).toMatchObject({
        network: 'adnet',
        ref: 'r1',
        sub1: 'a',
        landing_path: '/landers/gallery',
      })
      const mail = await smtp.mailTo(form.email)
      expect(mail.subject).toBe('Confirm your e-mail address for Amora')
      expect(linkToken(mail)).toHaveLength(43)
    })

    it('sets the session cookie for 30 days, HttpOnly, SameSite=Lax, path /', async () => {
      const response = await call('POST', '/api/signup.php', newMember())
      const session = response.cookies.find((c) => c.name === 'amora_session')
      expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 2592000 })
      expect(session?.secure).toBeFalsy()
    })

    it('mails in the member language', async () => {
      const { form } = await signup({ language: 'de' })
      const mail = await smtp.mailTo(form.email)
      expect(mail.subject).toBe(catalogues.de.mail.activation.subject.replace('{{site}}', 'Amora'))
    })

    it.each([
      ['an invalid e-mail', { email: 'anna@' }, 'email', en.invalid_email],
      [
        'a username equal to the e-mail',
        { email: 'annabel@example.com', name: 'annabel@example.com' },
        'name',
        en.username_is_email,
      ],
      ['a username starting with @', { name: '@anna' }, 'name', en.username_at],
      [
        'an under-age date of birth',
        { date_of_birth: `${new Date().getFullYear() - 17}-01-01` },
        'date_of_birth',
        'Enter your date of birth (18+)',
      ],
      ['an impossible date', { date_of_birth: '1990-02-30' }, 'date_of_birth', en.invalid_date_of_birth],
      ['a short password', { password: 'short' }, 'password', en.password_too_short],
      ['a number for the e-mail', { email: 12345 }, 'email', en.invalid_email],
      ['a huge name', { name: 'x'.repeat(100_000) }, undefined, undefined],
      ['HTML in the name', { name: '<script>alert(1)</script>' }, 'name', en.username_invalid],
      ['SQL in the e-mail', { email: "x' or 1=1 --@example.com" }, 'email', en.invalid_email],
      ['an unknown field', { is_admin: true }, undefined, undefined],
      [
        'a landing path that is no path',
        { tracking: { landing_path: 'https://x.example/' } },
        undefined,
        undefined,
      ],
    ])('refuses %s with a clear 4xx and stores nothing', async (_, change, field, message) => {
      const before = await countUsers()
      const response = await call('POST', '/api/signup.php', newMember(change))
      expect(response.statusCode).toBeGreaterThanOrEqual(400)
      expect(response.statusCode).toBeLessThan(500)
      const { error } = response.json()
      expect(error.code).toEqual(expect.any(String))
      if (field) expect(error.field).toBe(field)
      if (message) expect(error.message).toBe(message)
      expect(await countUsers()).toBe(before)
    })

    it('answers errors in the visitor language', async () => {
      const response = await call('POST', '/api/signup.php', newMember({ date_of_birth: '1990-02-30' }), {
        cookie: 'i18n_redirected=pl',
      })
      expect(response.json().error.message).toBe(catalogues.pl.account.errors.invalid_date_of_birth)
    })

    it('suggests a correction for a misspelt mail domain', async () => {
      const response = await call('POST', '/api/signup.php', newMember({ email: 'anna@hotmail,com' }))
      expect(response.json().error).toMatchObject({
        field: 'email',
        message: en.invalid_email,
        suggestion: 'anna@hotmail.com',
      })
    })

    it('offers the login for an address that already has an account', async () => {
      const { form } = await signup()
      const response = await call('POST', '/api/signup.php', {
        ...newMember(),
        email: form.email.toUpperCase(),
      })
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toMatchObject({
        code: 'email_taken',
        message: en.email_taken,
        login: '/login',
      })
    })

    it('refuses a signup sent from another website', async () => {
      const before = await countUsers()
      const viaOrigin = await call('POST', '/api/signup.php', newMember(), { origin: 'https://evil.example' })
      expect(viaOrigin.statusCode).toBe(403)
      expect(viaOrigin.json().error.code).toBe('cross_site_request')
      const viaFetchSite = await call('POST', '/api/signup.php', newMember(), {
        'sec-fetch-site': 'cross-site',
      })
      expect(viaFetchSite.statusCode).toBe(403)
      expect(await countUsers()).toBe(before)
    })
  })

  describe('signups setting', () => {
    const withSetting = (name: string, value: unknown, run: () => Promise<void>) =>
      withSiteSetting(t, name, value, run)

    it('with_trafficsource needs a network', async () => {
      await withSetting('signups', 'with_trafficsource', async () => {
        const without = await call('POST', '/api/signup.php', newMember())
        expect(without.statusCode).toBe(403)
        expect(without.json().error.code).toBe('signups_closed')
        const withSource = await call(
          'POST',
          '/api/signup.php',
          newMember({ tracking: { network: 'adnet' } }),
        )
        expect(withSource.statusCode).toBe(200)
      })
    })

    it('any other value, and invite-only sites, refuse signups', async () => {
      await withSetting('signups', 'none', async () => {
        expect(
          (await call('POST', '/api/signup.php', newMember({ tracking: { network: 'x' } }))).statusCode,
        ).toBe(403)
      })
      await withSetting('invite_only', true, async () => {
        expect((await call('POST', '/api/signup.php', newMember())).statusCode).toBe(403)
      })
    })
  })

  describe('activation', () => {
    it('activates once; the link cannot be used twice', async () => {
      const { form, cookie } = await signup()
      const token = linkToken(await smtp.mailTo(form.email))
      expect((await call('POST', '/api/activate.php', { token })).statusCode).toBe(200)
      expect((await call('GET', '/api/user.php', undefined, { cookie })).json().user.status).toBe('active')
      const again = await call('POST', '/api/activate.php', { token })
      expect(again.statusCode).toBe(410)
      expect(again.json().error.message).toBe(en.link_invalid)
    })

    it('refuses malformed and unknown tokens', async () => {
      expect((await call('POST', '/api/activate.php', { token: 'abc' })).statusCode).toBe(400)
      expect((await call('POST', '/api/activate.php', { token: 'A'.repeat(43) })).statusCode).toBe(410)
      expect((await call('POST', '/api/activate.php', {})).statusCode).toBe(400)
    })
  })

  describe('login and session', () => {
    it('logs in with a new session each time and answers the user', async () => {
      const { form, cookie: signupCookie } = await signup()
      const first = await call('POST', '/api/user.php', { email: form.email, password: form.password })
      expect(first.statusCode).toBe(200)
      expect(first.json().user.email).toBe(form.email)
      const second = await call('POST', '/api/user.php', { email: form.email, password: form.password })
      expect(cookieOf(first)).not.toBe(cookieOf(second))
      expect(cookieOf(first)).not.toBe(signupCookie)
    })

    it('needs the client header', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user.php',
        headers: { host: 'localhost' },
        payload: { email: 'a@b.c', password: 'x' },
      })
      expect(response.statusCode).toBe(400)
    })

    it('answers a wrong password and an unknown address the same way', async () => {
      const { form } = await signup()
      const wrong = await call('POST', '/api/user.php', { email: form.email, password: 'not the password' })
      const unknown = await call('POST', '/api/user.php', {
        email: 'nobody@example.com',
        password: 'not the password',
      })
      expect(wrong.statusCode).toBe(401)
      expect(unknown.statusCode).toBe(401)
      expect(wrong.json()).toEqual(unknown.json())
      expect(wrong.json().error.message).toBe(en.login_failed)
    })

    it('blocks an address after five wrong passwords, even for the right one, until the time has passed', async () => {
      const { form } = await signup()
      for (let i = 0; i < 4; i++) {
        expect(
          (await call('POST', '/api/user.php', { email: form.email, password: `wrong ${i}` })).statusCode,
        ).toBe(401)
      }
      const fifth = await call('POST', '/api/user.php', { email: form.email, password: 'wrong 5' })
      expect(fifth.statusCode).toBe(429)
      expect(fifth.json().error).toMatchObject({ code: 'login_blocked', minutes: 15 })
      expect(fifth.json().error.message).toBe('Too many incorrect attempts, account blocked for 15 min.')
      const right = await call('POST', '/api/user.php', { email: form.email, password: form.password })
      expect(right.statusCode).toBe(429)
      await t.db
        .updateTable('login_attempts')
        .set((eb) => ({ created_at: eb('created_at', '-', 16 * 60_000) }))
        .where('email', '=', form.email)
        .execute()
      expect(
        (await call('POST', '/api/user.php', { email: form.email, password: form.password })).statusCode,
      ).toBe(200)
    })

    it('answers 403 authentication_required without a session', async () => {
      const response = await call('GET', '/api/user.php')
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('authentication_required')
      expect(
        (await call('GET', '/api/user.php', undefined, { cookie: 'amora_session=forged' })).statusCode,
      ).toBe(403)
    })

    it('saves the language', async () => {
      const { cookie } = await signup()
      const response = await call('PUT', '/api/user.php', { language: 'it' }, { cookie })
      expect(response.statusCode).toBe(200)
      expect((await call('GET', '/api/user.php', undefined, { cookie })).json().user.language).toBe('it')
      expect((await call('PUT', '/api/user.php', { language: 'xx' }, { cookie })).statusCode).toBe(400)
      expect((await call('PUT', '/api/user.php', { language: 'it' })).statusCode).toBe(403)
    })

    it('ends the session on the server at logout', async () => {
      const { cookie } = await signup()
      const out = await call('GET', '/api/logout.php', undefined, { cookie })
      expect(out.statusCode).toBe(200)
      expect((await call('GET', '/api/user.php', undefined, { cookie })).statusCode).toBe(403)
      const crossSite = await call('GET', '/api/logout.php', undefined, {
        cookie,
        'sec-fetch-site': 'cross-site',
      })
      expect(crossSite.statusCode).toBe(403)
    })
  })

  describe('password', () => {
    it('resets it through the mailed link and ends every session', async () => {
      const { form, cookie } = await signup()
      const after = smtp.mails.length
      expect((await call('POST', '/api/password-reset.php', { email: form.email })).statusCode).toBe(200)
      const token = linkToken(await smtp.mailTo(form.email, after))
      const differ = await call('PUT', '/api/password-reset.php', {
        token,
        password: 'new password 1',
        password_repeat: 'other',
      })
      expect(differ.statusCode).toBe(400)
      expect(differ.json().error.message).toBe('The entered passwords are not the same.')
      const done = await call('PUT', '/api/password-reset.php', {
        token,
        password: 'new password 1',
        password_repeat: 'new password 1',
      })
      expect(done.statusCode).toBe(200)
      expect((await call('GET', '/api/user.php', undefined, { cookie })).statusCode).toBe(403)
      expect(
        (await call('POST', '/api/user.php', { email: form.email, password: 'new password 1' })).statusCode,
      ).toBe(200)
      const reused = await call('PUT', '/api/password-reset.php', {
        token,
        password: 'another one 2',
        password_repeat: 'another one 2',
      })
      expect(reused.statusCode).toBe(410)
      expect(reused.json().error.message).toBe('Link expired or invalid, request a new email')
    })

    it('tells when an address is not found', async () => {
      const response = await call('POST', '/api/password-reset.php', { email: 'ghost@example.com' })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.message).toBe('E-mail address not found')
    })

    it('changes it with the old one and ends the other sessions only', async () => {
      const { form, cookie } = await signup()
      const other = cookieOf(
        await call('POST', '/api/user.php', { email: form.email, password: form.password }),
      )
      const wrong = await call(
        'PUT',
        '/api/password.php',
        { old_password: 'nope', password: 'brand new pass', password_repeat: 'brand new pass' },
        { cookie },
      )
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().error).toMatchObject({
        field: 'old_password',
        message: 'Please check your old password.',
      })
      const done = await call(
        'PUT',
        '/api/password.php',
        { old_password: form.password, password: 'brand new pass', password_repeat: 'brand new pass' },
        { cookie },
      )
      expect(done.statusCode).toBe(200)
      expect((await call('GET', '/api/user.php', undefined, { cookie })).statusCode).toBe(200)
      expect((await call('GET', '/api/user.php', undefined, { cookie: other })).statusCode).toBe(403)
      expect(
        (
          await call('PUT', '/api/password.php', {
            old_password: 'x',
            password: 'brand new pass',
            password_repeat: 'brand new pass',
          })
        ).statusCode,
      ).toBe(403)
    })
  })

  describe('e-mail change', () => {
    it('changes the address after the new one is confirmed', async () => {
      const { form, cookie } = await signup()
      const newEmail = `changed.${counter}.${engine}@example.com`
      expect(
        (await call('POST', '/api/email.php', { email: newEmail, password: form.password }, { cookie }))
          .statusCode,
      ).toBe(200)
      const token = linkToken(await smtp.mailTo(newEmail))
      expect((await call('PUT', '/api/email.php', { token })).statusCode).toBe(200)
      expect((await call('GET', '/api/user.php', undefined, { cookie })).json().user.email).toBe(newEmail)
    })

    it('refuses an address in use and an invalid one', async () => {
      const first = await signup()
      const { form, cookie } = await signup()
      const taken = await call(
        'POST',
        '/api/email.php',
        { email: first.form.email, password: form.password },
        { cookie },
      )
      expect(taken.statusCode).toBe(409)
      expect(taken.json().error.message).toBe('This email address already owns an account on this website.')
      const invalid = await call(
        'POST',
        '/api/email.php',
        { email: 'not-an-address', password: form.password },
        { cookie },
      )
      expect(invalid.statusCode).toBe(400)
      expect(invalid.json().error.message).toBe('New email adress is invalid')
    })
  })

  describe('deletion and reactivation', () => {
    it('deletes with a reason, then reactivates through the mailed link', async () => {
      const { form, cookie } = await signup()
      await activate(form.email)
      const after = smtp.mails.length
      const wrong = await call(
        'DELETE',
        '/api/account.php',
        { reason: 'price', password: 'nope' },
        { cookie },
      )
      expect(wrong.statusCode).toBe(400)
      const bad = await call(
        'DELETE',
        '/api/account.php',
        { reason: 'bored', password: form.password },
        { cookie },
      )
      expect(bad.statusCode).toBe(400)
      const done = await call(
        'DELETE',
        '/api/account.php',
        { reason: 'found_someone', remarks: 'Thanks!', password: form.password },
        { cookie },
      )
      expect(done.statusCode).toBe(200)
      expect((await call('GET', '/api/user.php', undefined, { cookie })).statusCode).toBe(403)
      const row = await t.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', form.email)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        status: 'deleted',
        delete_reason: 'found_someone',
        delete_remarks: 'Thanks!',
      })

      const login = await call('POST', '/api/user.php', { email: form.email, password: form.password })
      expect(login.statusCode).toBe(409)
      expect(login.json().error.code).toBe('account_pending_deletion')
      const again = await call('POST', '/api/signup.php', { ...newMember(), email: form.email })
      expect(again.statusCode).toBe(409)
      expect(again.json().error).toMatchObject({ code: 'account_pending_deletion', reactivate: true })

      const token = linkToken(await smtp.mailTo(form.email, after))
      const back = await call('POST', '/api/reactivate.php', { token })
      expect(back.statusCode).toBe(200)
      expect(back.json().user.status).toBe('active')
      expect((await call('GET', '/api/user.php', undefined, { cookie: cookieOf(back) })).statusCode).toBe(200)
      expect((await call('POST', '/api/reactivate.php', { token })).statusCode).toBe(410)
    })

    it('needs a session to delete', async () => {
      expect((await call('DELETE', '/api/account.php', { reason: 'price', password: 'x' })).statusCode).toBe(
        403,
      )
    })
  })
})

describe('rate limits [sqlite]', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite')
  })
  afterAll(() => t.close())

  it('limits mail-sending calls per address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset.php',
        headers: { host: 'localhost' },
        payload: { email: `nobody${i}@example.com` },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
