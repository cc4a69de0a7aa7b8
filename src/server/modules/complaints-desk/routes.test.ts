import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestApp } from '#server/test/harness.js'
import { createMailingTestApp, type ReceivedMail, type TestSmtp } from '#server/test/smtp.js'
import { promoteToStaff } from '#server/test/staff.js'
import { catalogues } from '#shared/i18n/resources.js'
import { insertForeignMember, signupMember } from '../members/fixtures.js'

type Method = 'GET' | 'POST' | 'PUT'

describe.each(engines)('the complaints desk [%s]', (engine) => {
  let t: TestApp
  let smtp: TestSmtp
  let alice = { id: 0, cookie: '' }
  let bob = { id: 0, cookie: '' }
  let support = ''
  let supportId = 0
  let moderator = ''
  let operator = ''
  let elsewhere = ''
  /** Alice (writing in French) reports Bob; a visitor (in German) complains about something else. */
  let report = 0
  let visitorComplaint = 0

  const call = (method: Method, url: string, cookie = '', payload?: unknown, locale?: string) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'localhost', cookie: locale ? `${cookie}; i18n_redirected=${locale}` : cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  async function file(payload: object, cookie: string, locale?: string): Promise<number> {
    const response = await call('POST', '/api/complaints.php', cookie, payload, locale)
    expect(response.statusCode, response.body).toBe(201)
    return response.json().complaint.id
  }

  const reference = (id: number) => `C-${String(id).padStart(6, '0')}`

  async function mailWith(address: string, subject: string, text: string): Promise<ReceivedMail> {
    for (let i = 0; i < 100; i++) {
      const mail = smtp.mails.find(
        (m) => m.to.includes(address) && m.subject === subject && m.text.includes(text),
      )
      if (mail) return mail
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`no mail "${subject}" to ${address}`)
  }

  const auditRows = (action: string, targetId: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', targetId)
      .execute()

  const entryCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('complaint_entries')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  beforeAll(async () => {
    ;({ t, smtp } = await createMailingTestApp(engine))
    alice = await signupMember(t, 'Alice')
    bob = await signupMember(t, 'Bob')
    await t.db.updateTable('users').set({ language: 'fr' }).where('id', '=', alice.id).execute()
    const staff = await signupMember(t, 'Support')
    supportId = staff.id
    support = await promoteToStaff(t.db, staff.id, 'support')
    moderator = await promoteToStaff(t.db, (await signupMember(t, 'Moderator')).id, 'moderator')
    operator = await promoteToStaff(t.db, (await signupMember(t, 'Operator')).id, 'operator')
    const foreigner = await insertForeignMember(t, `desk-${engine}`)
    const foreignSite = await t.db
      .selectFrom('users')
      .select('site_id')
      .where('id', '=', foreigner)
      .executeTakeFirstOrThrow()
    elsewhere = await promoteToStaff(t.db, (await signupMember(t, 'Elsewhere')).id, 'support', [
      foreignSite.site_id,
    ])
    report = await file(
      {
        subject_type: 'member',
        subject_id: bob.id,
        reason: 'harassment',
        text: 'He keeps insulting me in chat.',
      },
      alice.cookie,
    )
    visitorComplaint = await file(
      {
        subject_type: 'other',
        reason: 'privacy',
        text: 'My photo is used on a profile here.',
        email: 'vera@example.com',
        name: 'Vera',
      },
      '',
      'de',
    )
  })
  afterAll(() => t.close())

  it('lists complaints for the desk roles only, open first, with the names the desk shows', async () => {
    expect((await call('GET', '/api/staff/complaints.php')).json().error.code).toBe('authentication_required')
    expect((await call('GET', '/api/staff/complaints.php', alice.cookie)).json().error.code).toBe('forbidden')
    expect((await call('GET', '/api/staff/complaints.php', operator)).json().error.code).toBe('forbidden')
    const response = await call('GET', '/api/staff/complaints.php', support)
    expect(response.statusCode).toBe(200)
    const list = response.json().complaints
    expect(list.map((c: { id: number }) => c.id)).toEqual([visitorComplaint, report])
    expect(list[1]).toMatchObject({
      reference: reference(report),
      status: 'open',
      assignee: null,
      subject_member: { id: bob.id, name: 'Bob' },
      complainant: { member_id: alice.id, name: 'Alice', language: 'fr' },
    })
    expect(list[0].complainant).toMatchObject({ member_id: null, name: 'Vera', email: 'vera@example.com' })
    // A staff member of another site sees none of them.
    expect((await call('GET', '/api/staff/complaints.php', elsewhere)).json().complaints).toEqual([])
  })

  it('filters by status, reason, subject and site, and refuses unknown filter values', async () => {
    const ids = async (query: string) =>
      (await call('GET', `/api/staff/complaints.php?${query}`, moderator))
        .json()
        .complaints.map((c: { id: number }) => c.id)
    expect(await ids('subject_type=member')).toEqual([report])
    expect(await ids('reason=privacy')).toEqual([visitorComplaint])
    expect(await ids('status=closed')).toEqual([])
    expect(await ids(`site=${t.siteId}&status=open`)).toEqual([visitorComplaint, report])
    expect(await ids('site=999999')).toEqual([])
    for (const query of ['status=done', 'assigned=someone', 'reason=rude', 'site=abc']) {
      const response = await call('GET', `/api/staff/complaints.php?${query}`, support)
      expect(response.statusCode, query).toBe(400)
    }
  })

  it('shows one complaint with its history, and 404 for unknown or other sites’ complaints', async () => {
    const response = await call('GET', `/api/staff/complaint.php?id=${report}`, support)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      complaint: { id: report, text: 'He keeps insulting me in chat.' },
    })
    expect((await call('GET', '/api/staff/complaint.php?id=999999', support)).statusCode).toBe(404)
    expect((await call('GET', `/api/staff/complaint.php?id=${report}`, elsewhere)).statusCode).toBe(404)
    expect((await call('GET', '/api/staff/complaint.php?id=x', support)).statusCode).toBe(400)
    expect((await call('GET', `/api/staff/complaint.php?id=${report}`, operator)).statusCode).toBe(403)
  })

  it('assigns a complaint to the caller and back, with audit rows', async () => {
    const taken = await call('PUT', '/api/staff/complaint-assignee.php', support, {
      id: report,
      assignee: 'me',
    })
    expect(taken.statusCode).toBe(200)
    expect(taken.json().complaint.assignee).toMatchObject({ id: supportId })
    const mine = await call('GET', '/api/staff/complaints.php?assigned=me', support)
    expect(mine.json().complaints.map((c: { id: number }) => c.id)).toEqual([report])
    const nobody = await call('GET', '/api/staff/complaints.php?assigned=nobody', support)
    expect(nobody.json().complaints.map((c: { id: number }) => c.id)).toEqual([visitorComplaint])
    expect((await call('GET', '/api/staff/complaints.php?assigned=me', moderator)).json().complaints).toEqual(
      [],
    )
    const audit = await auditRows('complaint.assign', report)
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]?.after_values ?? '{}')).toEqual({ assignee: supportId })

    const back = await call('PUT', '/api/staff/complaint-assignee.php', moderator, {
      id: visitorComplaint,
      assignee: 'nobody',
    })
    expect(back.json().complaint.assignee).toBeNull()
    // Nothing changed, so nothing is recorded.
    expect(await auditRows('complaint.assign', visitorComplaint)).toHaveLength(0)
    expect(
      (await call('PUT', '/api/staff/complaint-assignee.php', support, { id: report, assignee: 'bob' }))
        .statusCode,
    ).toBe(400)
    expect(
      (await call('PUT', '/api/staff/complaint-assignee.php', support, { id: 999_999, assignee: 'me' }))
        .statusCode,
    ).toBe(404)
  })

  it('keeps internal notes with their author, refusing empty ones', async () => {
    const before = await entryCount()
    const empty = await call(
      'POST',
      '/api/staff/complaint-note.php',
      support,
      { id: report, text: '   ' },
      'de',
    )
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toMatchObject({
      field: 'text',
      message: catalogues.de.staff.errors.complaint_note_empty,
    })
    expect(await entryCount()).toBe(before)
    const response = await call('POST', '/api/staff/complaint-note.php', support, {
      id: report,
      text: 'Checked the chat: three insults.',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().entries).toEqual([
      expect.objectContaining({
        kind: 'note',
        text: 'Checked the chat: three insults.',
        staff: { id: supportId, name: 'Support' },
      }),
    ])
    expect(await auditRows('complaint.note', report)).toHaveLength(1)
    expect(
      (await call('POST', '/api/staff/complaint-note.php', support, { id: 999_999, text: 'x' })).statusCode,
    ).toBe(404)
    // The complainant's own view never shows notes.
    const own = (await call('GET', '/api/complaints.php', alice.cookie)).json().complaints
    expect(JSON.stringify(own)).not.toContain('three insults')
  })

  it('refuses answers too short or too long and mails nothing', async () => {
    const before = smtp.mails.length
    const entriesBefore = await entryCount()
    for (const text of ['Too short.', 'x'.repeat(5001)]) {
      const response = await call('POST', '/api/staff/complaint-answer.php', support, { id: report, text })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.field).toBe('text')
    }
    expect(smtp.mails.length).toBe(before)
    expect(await entryCount()).toBe(entriesBefore)
    const short = await call(
      'POST',
      '/api/staff/complaint-answer.php',
      support,
      { id: report, text: 'Too short.' },
      'en',
    )
    expect(short.json().error.message).toBe(catalogues.en.staff.errors.complaint_answer_too_short)
  })

  it('answers a member by mail in their language with the reference, keeps it and marks it answered', async () => {
    const text = 'We have warned the member and will watch the account.\n\nThank you for telling us.'
    const response = await call('POST', '/api/staff/complaint-answer.php', support, { id: report, text })
    expect(response.statusCode).toBe(200)
    expect(response.json().complaint).toMatchObject({ status: 'answered' })
    expect(response.json().complaint.answered_at).not.toBeNull()
    expect(response.json().entries.at(-1)).toMatchObject({ kind: 'answer', text, staff: { id: supportId } })
    const ref = reference(report)
    const email = (
      await t.db.selectFrom('users').select('email').where('id', '=', alice.id).executeTakeFirstOrThrow()
    ).email
    const mail = await mailWith(
      email,
      catalogues.fr.complaints.answer_mail.subject.replace('{{reference}}', ref),
      'We have warned the member',
    )
    expect(mail.text).toMatch(/^Bonjour Alice,/)
    expect(mail.text).toContain('We have warned the member and will watch the account.')
    expect(mail.text).toContain(ref)
    expect(mail.text).not.toContain('three insults')
    expect(await auditRows('complaint.answer', report)).toHaveLength(1)
  })

  it('answers a visitor in the language they filed in, without their typed name', async () => {
    const text = 'The profile showing your photo has been removed.'
    const response = await call('POST', '/api/staff/complaint-answer.php', moderator, {
      id: visitorComplaint,
      text,
    })
    expect(response.statusCode).toBe(200)
    const ref = reference(visitorComplaint)
    const mail = await mailWith(
      'vera@example.com',
      catalogues.de.complaints.answer_mail.subject.replace('{{reference}}', ref),
      text,
    )
    expect(mail.text).toMatch(/^Hallo,/)
    expect(mail.text).not.toContain('Vera')
    expect(mail.text).toContain(text)
  })

  it('moves the status on by hand, with audit rows', async () => {
    const closed = await call('PUT', '/api/staff/complaints.php', support, {
      id: visitorComplaint,
      status: 'closed',
    })
    expect(closed.statusCode).toBe(200)
    expect(closed.json().complaint).toMatchObject({ status: 'closed' })
    expect(closed.json().complaint.closed_at).not.toBeNull()
    const audit = await auditRows('complaint.status', visitorComplaint)
    expect(audit.map((row) => JSON.parse(row.after_values ?? '{}'))).toEqual([{ status: 'closed' }])
    for (const status of ['open', 'answered', 'done'])
      expect(
        (await call('PUT', '/api/staff/complaints.php', support, { id: report, status })).statusCode,
        status,
      ).toBe(400)
    expect(
      (await call('PUT', '/api/staff/complaints.php', support, { id: 999_999, status: 'closed' })).statusCode,
    ).toBe(404)
    // The desk lists answered ones before closed ones.
    const list = (await call('GET', '/api/staff/complaints.php', support)).json().complaints
    expect(list.map((c: { status: string }) => c.status)).toEqual(['answered', 'closed'])
  })

  it('warns the reported member, who sees the warning until confirming it', async () => {
    expect((await call('GET', '/api/warnings.php')).json().error.code).toBe('authentication_required')
    expect((await call('GET', '/api/warnings.php', bob.cookie)).json().warnings).toEqual([])
    const text = 'Insulting other members breaks our rules. Next time we close your account.'
    const tooShort = await call('POST', '/api/staff/complaint-action.php', moderator, {
      id: report,
      action: 'warn',
      text: 'Stop it',
    })
    expect(tooShort.statusCode).toBe(400)
    const notMember = await call('POST', '/api/staff/complaint-action.php', moderator, {
      id: visitorComplaint,
      action: 'warn',
      text,
    })
    expect(notMember.statusCode).toBe(400)
    expect(notMember.json().error.message).toBe(catalogues.en.staff.errors.complaint_not_about_member)
    expect((await call('GET', '/api/warnings.php', bob.cookie)).json().warnings).toEqual([])

    const response = await call('POST', '/api/staff/complaint-action.php', moderator, {
      id: report,
      action: 'warn',
      text,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().entries.at(-1)).toMatchObject({ kind: 'warning', text })
    expect(await auditRows('complaint.warn', report)).toHaveLength(1)

    const seen = (await call('GET', '/api/warnings.php', bob.cookie)).json().warnings
    expect(seen).toEqual([expect.objectContaining({ text })])
    // Only Bob sees it, and only Bob may confirm it.
    expect((await call('GET', '/api/warnings.php', alice.cookie)).json().warnings).toEqual([])
    expect((await call('PUT', '/api/warnings.php', alice.cookie, { id: seen[0].id })).statusCode).toBe(404)
    expect((await call('PUT', '/api/warnings.php', bob.cookie, { id: 'x' })).statusCode).toBe(400)
    const confirmed = await call('PUT', '/api/warnings.php', bob.cookie, { id: seen[0].id })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().warnings).toEqual([])
    expect((await call('GET', '/api/warnings.php', bob.cookie)).json().warnings).toEqual([])
  })

  it('lets support disable the reported member with a reason, not moderators', async () => {
    const refused = await call('POST', '/api/staff/complaint-action.php', moderator, {
      id: report,
      action: 'disable',
      reason: 'Repeated insults',
    })
    expect(refused.statusCode).toBe(403)
    const empty = await call('POST', '/api/staff/complaint-action.php', support, {
      id: report,
      action: 'disable',
      reason: ' ',
    })
    expect(empty.statusCode).toBe(400)
    const status = async () =>
      (await t.db.selectFrom('users').select('status').where('id', '=', bob.id).executeTakeFirstOrThrow())
        .status
    expect(await status()).toBe('active')

    const response = await call('POST', '/api/staff/complaint-action.php', support, {
      id: report,
      action: 'disable',
      reason: 'Repeated insults',
    })
    expect(response.statusCode).toBe(200)
    expect(await status()).toBe('disabled')
    expect(response.json().entries.at(-1)).toMatchObject({ kind: 'disabled', text: 'Repeated insults' })
    const memberAudit = await auditRows('member.disabled', bob.id)
    expect(memberAudit.map((row) => row.reason)).toEqual([`${reference(report)}: Repeated insults`])
    expect(await auditRows('complaint.disable', report)).toHaveLength(1)
    // Bob is logged out at once.
    expect((await call('GET', '/api/warnings.php', bob.cookie)).statusCode).toBe(403)
  })
})
