import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp, withSiteSetting } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import { catalogues } from '#shared/i18n/resources.js'
import { signupMember } from '../members/fixtures.js'

describe.each(engines)('sign-up defence [%s]', (engine) => {
  let t: TestApp
  let admin = ''
  let member = ''
  let counter = 0

  beforeAll(async () => {
    t = await createTestApp(engine)
    admin = await promoteToStaff(t.db, (await signupMember(t, 'Admin')).id, 'admin')
    member = (await signupMember(t, 'Mona')).cookie
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload ? { payload } : {}) })
  const signup = (email: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { host: 'localhost', cookie: `i18n_redirected=${language}` },
      payload: { email, name: 'Nora', password: 'long enough 1', date_of_birth: '1990-01-01' },
    })
  const fresh = (domain = 'example.com') => {
    counter += 1
    return `nora.${counter}.${Date.now()}@${domain}`
  }
  const users = async () =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    )
  const auditRows = (action: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['before_values', 'after_values'])
      .where('action', '=', action)
      .execute()

  it('refuses a throwaway address, and its subdomains, in the visitor language, and creates nothing', async () => {
    const before = await users()
    for (const [email, language] of [
      [fresh('mailinator.com'), 'de'],
      [fresh('inbox.mailinator.com'), 'pl'],
    ] as const) {
      const response = await signup(email, language)
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'email_disposable',
        field: 'email',
        message: catalogues[language].account.errors.email_disposable,
      })
    }
    expect(await users()).toBe(before)
    expect((await signup(fresh('gmail.com'))).statusCode).toBe(200)
  })

  it("lets an admin block a domain and an address, which signups and e-mail changes then can't use", async () => {
    const path = `/api/staff/email-blocks.php?site=${t.siteId}`
    expect((await call('GET', path, admin)).json()).toEqual({ blocks: [] })

    const added = await call('POST', '/api/staff/email-blocks.php', admin, {
      site: t.siteId,
      value: ' Spam-Farm.example ',
    })
    expect(added.statusCode).toBe(200)
    expect(added.json().blocks).toEqual([
      { id: expect.any(Number), kind: 'domain', value: 'spam-farm.example', created_at: expect.any(Number) },
    ])
    // Added twice: still one block, one record.
    await call('POST', '/api/staff/email-blocks.php', admin, { site: t.siteId, value: 'spam-farm.example' })
    const both = await call('POST', '/api/staff/email-blocks.php', admin, {
      site: t.siteId,
      value: 'Troll@Gmail.com',
    })
    expect(both.json().blocks.map((b: { value: string }) => b.value)).toEqual([
      'troll@gmail.com',
      'spam-farm.example',
    ])
    expect(await auditRows('site.email_block.add')).toHaveLength(2)

    const before = await users()
    for (const email of [fresh('spam-farm.example'), fresh('mx.spam-farm.example'), 'TROLL@gmail.com']) {
      const response = await signup(email, 'it')
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'email_refused',
        field: 'email',
        message: catalogues.it.account.errors.email_refused,
      })
    }
    expect(await users()).toBe(before)
    expect((await signup(fresh('gmail.com'))).statusCode).toBe(200)

    const change = await call('POST', '/api/email.php', member, {
      email: fresh('spam-farm.example'),
      password: 'long enough 1',
    })
    expect(change.statusCode).toBe(400)
    expect(change.json().error.code).toBe('email_refused')

    // Removed, the domain is open again.
    const domain = both.json().blocks.find((b: { kind: string }) => b.kind === 'domain')
    const removed = await call('DELETE', `${path}&id=${domain.id}`, admin)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().blocks.map((b: { value: string }) => b.value)).toEqual(['troll@gmail.com'])
    expect(await auditRows('site.email_block.remove')).toEqual([
      { before_values: JSON.stringify({ kind: 'domain', value: 'spam-farm.example' }), after_values: null },
    ])
    expect((await signup(fresh('spam-farm.example'))).statusCode).toBe(200)
  })

  it('refuses more signups from one address in an hour than the site allows', async () => {
    const counted = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('signup_address_hash', 'is not', null)
      .executeTakeFirstOrThrow()
    // The demo site keeps the default (no row of its own); a row lets the test change it.
    await t.db
      .insertInto('site_settings')
      .values({ site_id: t.siteId, name: 'signups_per_address_hour', value: '20' })
      .execute()
    await withSiteSetting(t, 'signups_per_address_hour', Number(counted.count) + 1, async () => {
      expect((await signup(fresh())).statusCode).toBe(200)
      const before = await users()
      const refused = await signup(fresh(), 'nl')
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error).toMatchObject({
        code: 'too_many_signups',
        message: catalogues.nl.account.errors.too_many_signups,
      })
      expect(await users()).toBe(before)
    })
    // The address itself is not kept, only a keyed hash of it.
    const hashes = await t.db.selectFrom('users').select('signup_address_hash').execute()
    for (const { signup_address_hash: hash } of hashes) {
      expect(hash).not.toContain('127.0.0.1')
      if (hash) expect(hash).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  it('answers 400 for a value that is neither a domain nor an address, 404 for unknown ones', async () => {
    for (const value of ['', 'not a domain', 'http://x.example', '@example.com', 'a@b']) {
      const response = await call('POST', '/api/staff/email-blocks.php', admin, { site: t.siteId, value })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.field).toBe('value')
    }
    expect((await call('GET', '/api/staff/email-blocks.php?site=x', admin)).statusCode).toBe(400)
    expect((await call('GET', '/api/staff/email-blocks.php?site=999999', admin)).statusCode).toBe(404)
    expect(
      (await call('DELETE', `/api/staff/email-blocks.php?site=${t.siteId}&id=999999`, admin)).statusCode,
    ).toBe(404)
  })

  it('is for admins: a visitor is asked to log in, a member is refused', async () => {
    const path = `/api/staff/email-blocks.php?site=${t.siteId}`
    const visitor = await call('GET', path, '')
    expect(visitor.statusCode).toBe(403)
    expect(visitor.json().error.code).toBe('authentication_required')
    expect((await call('GET', path, member)).statusCode).toBe(403)
    const added = await call('POST', '/api/staff/email-blocks.php', member, {
      site: t.siteId,
      value: 'x.example',
    })
    expect(added.statusCode).toBe(403)
  })
})
