import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { createMailingTestApp, type ReceivedMail, type TestSmtp } from '#server/test/smtp.js'
import { promoteToStaff } from '#server/test/staff.js'
import { catalogues } from '#shared/i18n/resources.js'
import { insertForeignMember, signupMember } from '../members/fixtures.js'

describe.each(engines)('/api/complaints.php [%s]', (engine) => {
  let t: TestApp
  let smtp: TestSmtp
  let alice = { id: 0, cookie: '' }
  let bob = { id: 0, cookie: '' }
  let staff = { id: 0, cookie: '' }
  let alicePayment = 0
  let bobPayment = 0
  let foreigner = 0

  async function insertPayment(userId: number): Promise<number> {
    const bundle = await t.db
      .selectFrom('bundles')
      .select(['id', 'currency', 'price_cents', 'credits'])
      .where('site_id', '=', t.siteId)
      .executeTakeFirstOrThrow()
    const row = await t.db
      .insertInto('payments')
      .values({
        site_id: t.siteId,
        user_id: userId,
        bundle_id: bundle.id,
        provider: 'test',
        provider_payment_id: `tr_complaint_${userId}_${engine}`,
        method: 'creditcard',
        country: 'NL',
        currency: bundle.currency,
        amount_cents: bundle.price_cents,
        credits: bundle.credits,
        status: 'paid',
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  beforeAll(async () => {
    ;({ t, smtp } = await createMailingTestApp(engine))
    alice = await signupMember(t, 'Alice')
    bob = await signupMember(t, 'Bob')
    staff = await signupMember(t, 'Staff')
    staff.cookie = await promoteToStaff(t.db, staff.id, 'support')
    alicePayment = await insertPayment(alice.id)
    bobPayment = await insertPayment(bob.id)
    foreigner = await insertForeignMember(t, `other-${engine}`)
  })
  afterAll(() => t.close())

  const post = (payload: unknown, cookie = '', locale?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { host: 'localhost', cookie: locale ? `${cookie}; i18n_redirected=${locale}` : cookie },
      payload: payload as object,
    })
  const request = (method: 'GET' | 'PUT', url: string, cookie = '', payload?: unknown) =>
    t.app.inject({ method, url, headers: { host: 'localhost', cookie }, payload: payload as object })
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('complaints')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const text = 'This profile asks everyone for money.'

  async function mailTo(address: string, reference: string): Promise<ReceivedMail> {
    for (let i = 0; i < 50; i++) {
      const mail = smtp.mails.find((m) => m.to.includes(address) && m.subject.includes(reference))
      if (mail) return mail
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`no mail to ${address} with ${reference}`)
  }

  /** The mail to a member about one complaint, found by their address. */
  async function mailToMember(memberId: number, reference: string): Promise<ReceivedMail> {
    const user = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow()
    return mailTo(user.email, reference)
  }

  it('files a member complaint about a member and mails the acknowledgement', async () => {
    const response = await post(
      { subject_type: 'member', subject_id: bob.id, reason: 'fake_profile', text },
      alice.cookie,
    )
    expect(response.statusCode).toBe(201)
    const complaint = response.json().complaint
    expect(complaint).toMatchObject({ subject_type: 'member', subject_id: bob.id, status: 'open', text })
    expect(complaint.reference).toBe(`C-${String(complaint.id).padStart(6, '0')}`)
    const mail = await mailToMember(alice.id, complaint.reference)
    expect(mail.text).toContain(complaint.reference)
    expect(mail.text).toMatch(/^Hi Alice,/)
    expect(mail.text).not.toContain('/pages/return-policy')
    expect(response.json().acknowledged).toBe(true)
  })

  it('files a payment complaint with the return policy link', async () => {
    const response = await post(
      { subject_type: 'payment', subject_id: alicePayment, reason: 'unexpected_charge', text },
      alice.cookie,
    )
    expect(response.statusCode).toBe(201)
    const mail = await mailToMember(alice.id, response.json().complaint.reference)
    expect(mail.text).toContain('/pages/return-policy')
  })

  it('files a visitor complaint in the visitor language', async () => {
    const payload = {
      subject_type: 'other',
      reason: 'privacy',
      text,
      email: 'Visitor@Example.com ',
      name: 'Vera',
    }
    const response = await post(payload, '', 'de')
    expect(response.statusCode).toBe(201)
    const row = await t.db
      .selectFrom('complaints')
      .selectAll()
      .where('id', '=', response.json().complaint.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ user_id: null, email: 'visitor@example.com', name: 'Vera', language: 'de' })
    const mail = await mailTo('visitor@example.com', response.json().complaint.reference)
    expect(mail.subject).toBe(
      catalogues.de.complaints.mail.subject.replace('{{reference}}', response.json().complaint.reference),
    )
    // What a visitor typed as their name never goes into a mail to the address they typed.
    expect(mail.text).toMatch(/^Hallo,/)
    expect(mail.text).not.toContain('Vera')
  })

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await count()
    const cases: [unknown, string, string][] = [
      [{ subject_type: 'other', reason: 'privacy', text, email: 'nope' }, '', 'email'],
      [{ subject_type: 'other', reason: 'privacy', text }, '', 'email'],
      [
        {
          subject_type: 'payment',
          subject_id: alicePayment,
          reason: 'privacy',
          text,
          email: 'a@example.com',
        },
        '',
        'subject_type',
      ],
      [{ subject_type: 'other', subject_id: 3, reason: 'privacy', text }, alice.cookie, 'subject_id'],
      [{ subject_type: 'member', reason: 'privacy', text }, alice.cookie, 'subject_id'],
      [{ subject_type: 'other', reason: 'privacy', text: 'too short' }, alice.cookie, 'text'],
      [{ subject_type: 'other', reason: 'privacy', text: 'x'.repeat(4001) }, alice.cookie, 'text'],
      [{ subject_type: 'other', reason: 'nonsense', text }, alice.cookie, 'reason'],
    ]
    for (const [payload, cookie, field] of cases) {
      const response = await post(payload, cookie)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(response.json().error).toMatchObject({ code: 'validation_failed', field })
    }
    expect(await count()).toBe(before)
  })

  it('answers errors in the visitor language', async () => {
    const response = await post({ subject_type: 'other', reason: 'privacy', text, email: 'nope' }, '', 'de')
    expect(response.json().error.message).toBe(catalogues.de.account.errors.invalid_email)
    const short = await post(
      { subject_type: 'other', reason: 'privacy', text: 'kurz', email: 'a@b.de' },
      '',
      'de',
    )
    expect(short.json().error).toMatchObject({
      field: 'text',
      message: 'Bitte beschreibe in mindestens 10 Zeichen, was passiert ist.',
    })
  })

  it('refuses subjects the complainant may not name with 404', async () => {
    const before = await count()
    const subjects = [
      { subject_type: 'member', subject_id: alice.id },
      { subject_type: 'member', subject_id: foreigner },
      { subject_type: 'member', subject_id: 999_999 },
      { subject_type: 'payment', subject_id: bobPayment },
      { subject_type: 'payment', subject_id: 999_999 },
    ]
    for (const subject of subjects) {
      const response = await post({ ...subject, reason: 'other', text }, alice.cookie, 'fr')
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toMatchObject({
        code: 'complaint_subject_not_found',
        message: catalogues.fr.complaints.errors.subject_not_found,
      })
    }
    expect(await count()).toBe(before)
  })

  it('lists the member own complaints newest first', async () => {
    expect((await request('GET', '/api/complaints.php')).statusCode).toBe(403)
    const response = await request('GET', '/api/complaints.php', alice.cookie)
    expect(response.statusCode).toBe(200)
    const list = response.json().complaints as { id: number; subject_type: string }[]
    expect(list.map((c) => c.subject_type)).toEqual(['payment', 'member'])
    expect((await request('GET', '/api/complaints.php', bob.cookie)).json().complaints).toEqual([])
  })

  it('lets staff list and update the site complaints, open first', async () => {
    expect((await request('GET', '/api/staff/complaints.php', alice.cookie)).statusCode).toBe(403)
    expect((await request('GET', '/api/staff/complaints.php')).statusCode).toBe(403)
    const all = (await request('GET', '/api/staff/complaints.php', staff.cookie)).json().complaints as {
      id: number
      status: string
    }[]
    expect(all).toHaveLength(3)
    const visitors = (await request('GET', '/api/staff/complaints.php', staff.cookie)).json().complaints as {
      complainant: { member_id: number | null; email: string; name: string | null }
    }[]
    expect(visitors.map((c) => c.complainant)).toContainEqual({
      member_id: null,
      email: 'visitor@example.com',
      name: 'Vera',
      language: 'de',
    })
    // The member's own list never carries contact details.
    const own = (await request('GET', '/api/complaints.php', alice.cookie)).json().complaints
    expect(own[0]).not.toHaveProperty('complainant')
    const first = all[all.length - 1]?.id ?? 0
    const put = await request('PUT', '/api/staff/complaints.php', staff.cookie, {
      id: first,
      status: 'closed',
    })
    expect(put.statusCode).toBe(200)
    expect(put.json().complaint.status).toBe('closed')
    const after = (await request('GET', '/api/staff/complaints.php', staff.cookie)).json().complaints as {
      id: number
      status: string
    }[]
    expect(after.map((c) => c.status)).toEqual(['open', 'open', 'closed'])
    expect(
      (await request('PUT', '/api/staff/complaints.php', alice.cookie, { id: first, status: 'closed' }))
        .statusCode,
    ).toBe(403)
    const bad = await request('PUT', '/api/staff/complaints.php', staff.cookie, { id: first, status: 'open' })
    expect(bad.statusCode).toBe(400)
    const missing = await request('PUT', '/api/staff/complaints.php', staff.cookie, {
      id: 999_999,
      status: 'closed',
    })
    expect(missing.statusCode).toBe(404)
  })

  // Last: it files one more complaint, which the lists above would count.
  it('links the return policy on the site’s own address, whatever host the complaint came with', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { host: 'localhost:6666', 'x-forwarded-host': 'evil.example', cookie: alice.cookie },
      payload: { subject_type: 'payment', subject_id: alicePayment, reason: 'unexpected_charge', text },
    })
    expect(response.statusCode).toBe(201)
    const mail = await mailToMember(alice.id, response.json().complaint.reference)
    // The demo site is on localhost: plain HTTP on the configured port (3000 by default).
    expect(mail.text).toContain('http://localhost:3000/pages/return-policy')
    expect(mail.raw).not.toContain('evil.example')
    expect(mail.raw).not.toContain(':6666')
  })
})

describe.each(engines)('complaints while the mail server is down [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): every send fails at once.
    t = await createTestApp(engine, { env: { SMTP_URL: 'smtp://127.0.0.1:9' } })
  })
  afterAll(() => t.close())

  it('keeps the complaint, answers 201 and says the acknowledgement did not go out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { host: 'localhost' },
      payload: {
        subject_type: 'other',
        reason: 'privacy',
        text: 'My photo is shown without my consent.',
        email: 'a@example.com',
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().acknowledged).toBe(false)
    const stored = await t.db.selectFrom('complaints').select('email').execute()
    expect(stored).toEqual([{ email: 'a@example.com' }])
  })
})
