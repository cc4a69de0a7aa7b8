import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { catalogues } from '#shared/i18n/resources.js'
import { sessionCookie, signupMember } from '../members/fixtures.js'
import { totpCode } from './second-factor.js'
import { StaffAccounts } from './service.js'

const password = 'staff password 1'

describe.each(engines)('staff accounts and their login [%s]', (engine) => {
  let t: TestApp
  let accounts: StaffAccounts

  beforeAll(async () => {
    t = await createTestApp(engine)
    accounts = new StaffAccounts(t.db, t.deps.events)
  })
  afterAll(() => t.close())

  const request = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = '', locale = 'en') =>
    t.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: { host: 'localhost', cookie: `${cookie}; i18n_redirected=${locale}` },
    })

  const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token') ?? ''

  async function secretOf(userId: number) {
    const row = await t.db
      .selectFrom('staff_second_factors')
      .select('secret')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return row.secret
  }

  /** A staff account enrolled through the API: its id, secret and recovery codes. */
  async function enrolled(email: string, role: 'admin' | 'support' = 'admin') {
    const invitation = await accounts.invite({ email, role })
    const secret = await secretOf(invitation.userId)
    const token = tokenOf(invitation.path)
    const done = await request('POST', '/api/staff/enrolment.php', {
      token,
      password,
      code: totpCode(secret),
    })
    expect(done.statusCode).toBe(200)
    return {
      id: invitation.userId,
      secret,
      codes: done.json().recovery_codes as string[],
      cookie: sessionCookie(done),
    }
  }

  it('enrols a new staff member through the single-use link', async () => {
    const invitation = await accounts.invite({ email: `Boss.${engine}@Amora.example`, role: 'admin' })
    expect(invitation.created).toBe(true)
    expect(invitation.path).toMatch(/^\/admin\/enrol\?token=[\w-]{43}$/)
    const token = tokenOf(invitation.path)

    expect((await request('GET', '/api/staff/enrolment.php?token=short')).statusCode).toBe(400)
    const unknown = await request('GET', `/api/staff/enrolment.php?token=${'x'.repeat(43)}`)
    expect(unknown.statusCode).toBe(410)
    expect(unknown.json().error.code).toBe('link_invalid')

    const shown = await request('GET', `/api/staff/enrolment.php?token=${token}`)
    expect(shown.statusCode).toBe(200)
    const { secret, qr_svg, otpauth_uri, email } = shown.json()
    expect(email).toBe(`boss.${engine}@amora.example`)
    expect(secret).toBe(await secretOf(invitation.userId))
    expect(qr_svg).toMatch(/^<svg/)
    expect(otpauth_uri).toContain(`secret=${secret}`)

    // A wrong code changes nothing: the link still works.
    const wrong = await request(
      'POST',
      '/api/staff/enrolment.php',
      { token, password, code: totpCode(secret, Date.now() - 10 * 60_000) },
      '',
      'de',
    )
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error).toMatchObject({ code: 'second_factor_invalid', field: 'code' })
    expect(wrong.json().error.message).toBe(catalogues.de.staff.errors.code_invalid)
    const tooShort = await request('POST', '/api/staff/enrolment.php', {
      token,
      password: 'short',
      code: '123456',
    })
    expect(tooShort.json().error.field).toBe('password')

    const done = await request('POST', '/api/staff/enrolment.php', {
      token,
      password,
      code: totpCode(secret),
    })
    expect(done.statusCode).toBe(200)
    expect(done.json().staff).toMatchObject({ id: invitation.userId, role: 'admin', all_sites: true })
    expect(done.json().recovery_codes).toHaveLength(10)
    const cookie = sessionCookie(done)
    const me = await request('GET', '/api/staff/me.php', undefined, cookie)
    expect(me.json().staff.email).toBe(`boss.${engine}@amora.example`)

    const again = await request('POST', '/api/staff/enrolment.php', {
      token,
      password,
      code: totpCode(secret),
    })
    expect(again.statusCode).toBe(410)
  })

  it('asks staff for password and second factor, each code once', async () => {
    const email = `support.${engine}@amora.example`
    const staff = await enrolled(email, 'support')
    const login = (code: string, pass = password) =>
      request('POST', '/api/staff/login.php', { email, password: pass, code })

    const memberLogin = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { host: 'localhost', 'x-request-type': 'client' },
      payload: { email, password },
    })
    expect(memberLogin.statusCode).toBe(403)
    expect(memberLogin.json().error.code).toBe('staff_login_required')

    const wrongPassword = await login(totpCode(staff.secret), 'not the password')
    expect(wrongPassword.statusCode).toBe(401)
    expect(wrongPassword.json().error.code).toBe('login_failed')
    const badCode = await login('12345')
    expect(badCode.statusCode).toBe(400)
    expect(badCode.json().error.field).toBe('code')

    // The enrolment used the current code: it works once.
    const replay = await login(totpCode(staff.secret))
    expect(replay.statusCode).toBe(401)
    expect(replay.json().error.code).toBe('second_factor_invalid')

    const [recovery] = staff.codes
    const withRecovery = await login(recovery?.toUpperCase().replace('-', '') ?? '')
    expect(withRecovery.statusCode).toBe(200)
    expect(withRecovery.json().staff).toMatchObject({ email, role: 'support' })
    expect((await login(recovery ?? '')).statusCode).toBe(401)

    const session = await t.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at', 'idle_limit_ms', 'ip'])
      .where('user_id', '=', staff.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(Number(session.expires_at) - Number(session.created_at)).toBe(12 * 3_600_000)
    expect(session.idle_limit_ms).toBe(30 * 60_000)
    expect(session.ip).toBe('127.0.0.1')
    expect(withRecovery.headers['set-cookie']).toMatch(/Max-Age=43200/)
  })

  it('counts wrong codes toward the login block', async () => {
    const email = `blocked.${engine}@amora.example`
    const staff = await enrolled(email)
    const wrongCode = totpCode(staff.secret, Date.now() - 3_600_000)
    const answers: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await request('POST', '/api/staff/login.php', { email, password, code: wrongCode })
      answers.push(response.statusCode)
    }
    expect(answers).toEqual([401, 401, 401, 401, 429, 429])
  })

  it('ends staff sessions after 30 idle minutes', async () => {
    const staff = await enrolled(`idle.${engine}@amora.example`)
    expect((await request('GET', '/api/staff/me.php', undefined, staff.cookie)).statusCode).toBe(200)
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: Date.now() - 31 * 60_000 })
      .where('user_id', '=', staff.id)
      .execute()
    const idle = await request('GET', '/api/staff/me.php', undefined, staff.cookie)
    expect(idle.statusCode).toBe(403)
    expect(idle.json().error.code).toBe('authentication_required')
  })

  it("takes a member's own sessions away when they become staff, and gives them back their role on removal", async () => {
    const member = await signupMember(t, 'Promoted')
    const row = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    const me = () => request('GET', '/api/user.php', undefined, member.cookie)
    expect((await me()).statusCode).toBe(200)
    await accounts.invite({ email: row.email, role: 'moderator' })
    expect((await me()).statusCode).toBe(403)
    expect(await accounts.remove(row.email)).toBe(1)
    const user = await t.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(user.role).toBe('member')
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'ip'])
      .where('target_id', '=', member.id)
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      { action: 'staff.promoted', staff_id: 0, ip: 'cli' },
      { action: 'staff.removed', staff_id: 0, ip: 'cli' },
    ])
  })

  it('refuses visitors and members the staff pages', async () => {
    const visitor = await request('GET', '/api/staff/me.php')
    expect(visitor.statusCode).toBe(403)
    expect(visitor.json().error.code).toBe('authentication_required')
    const member = await signupMember(t, 'Plain')
    const forbidden = await request('GET', '/api/staff/me.php', undefined, member.cookie)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json().error.code).toBe('forbidden')
  })

  it('restricts staff to the site they were given', async () => {
    await t.db
      .insertInto('sites')
      .values({ slug: `second-${engine}`, name: 'Second', domain: 'second.test', created_at: Date.now() })
      .execute()
    const invitation = await accounts.invite({
      email: `local.${engine}@amora.example`,
      role: 'support',
      site: 'amora-demo',
    })
    expect(invitation.site.slug).toBe('amora-demo')
    const staff = await t.db
      .selectFrom('staff_sites')
      .select('site_id')
      .where('user_id', '=', invitation.userId)
      .execute()
    expect(staff).toEqual([{ site_id: t.siteId }])
    await expect(
      accounts.invite({ email: 'x@amora.example', role: 'admin', site: 'nowhere' }),
    ).rejects.toThrow('no site nowhere')
  })
})
