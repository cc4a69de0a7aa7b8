import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestApp } from '#server/test/harness.js'
import { createMailingTestApp, linkToken, type TestSmtp } from '#server/test/smtp.js'
import { promoteToStaff } from '#server/test/staff.js'
import { catalogues } from '#shared/i18n/resources.js'
import { insertConversation } from '../chat/fixtures.js'
import { type Member, signupMember } from '../members/fixtures.js'
import { storedPhoto } from './fixtures.js'

const photo = 'c'.repeat(32)

describe.each(engines)('data exports [%s]', (engine) => {
  let t: TestApp
  let smtp: TestSmtp
  let dataDir: string
  let mira: Member
  let olaf: Member
  let support = ''
  let moderator = ''

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'amora-exports-'))
    ;({ t, smtp } = await createMailingTestApp(engine, { DATA_DIR: dataDir }))
    mira = await signupMember(t, 'Mira')
    olaf = await signupMember(t, 'Olaf')
    support = await promoteToStaff(t.db, (await signupMember(t, 'Support')).id, 'support')
    moderator = await promoteToStaff(t.db, (await signupMember(t, 'Moderator')).id, 'moderator')
    const now = Date.now()
    await storedPhoto(t, mira.id, photo, Buffer.from('the photo itself'))
    const conversation = await insertConversation(t, mira.id, olaf.id)
    await t.db
      .insertInto('messages')
      .values([
        {
          conversation_id: conversation,
          sender_id: mira.id,
          kind: 'text',
          body: 'From Mira',
          created_at: now,
        },
        {
          conversation_id: conversation,
          sender_id: olaf.id,
          kind: 'text',
          body: 'From Olaf',
          created_at: now + 1,
        },
      ])
      .execute()
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const call = (method: 'GET' | 'POST', url: string, cookie = '', payload?: object, language = 'en') =>
    t.app.inject({
      method,
      url,
      headers: { host: 'localhost', cookie: `i18n_redirected=${language}; ${cookie}` },
      ...(payload ? { payload } : {}),
    })
  const emailOf = async (id: number) =>
    (await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email
  const prepared = async () => {
    await t.deps.dataExports.settled()
    await t.deps.dataExports.prepareWaiting()
  }
  const download = (token: string, language = 'en') =>
    call('POST', '/api/data-export-download.php', '', { token }, language)
  const auditRows = (action: string, member: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['staff_id', 'target_id', 'after_values'])
      .where('action', '=', action)
      .where('target_id', '=', member)
      .execute()

  it('asks a visitor without a session to log in', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(method, '/api/data-export.php', '', method === 'POST' ? {} : undefined)
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('authentication_required')
    }
  })

  it('prepares the export, mails a single-use link, and serves the ZIP once', async () => {
    expect((await call('GET', '/api/data-export.php', mira.cookie)).json()).toEqual({
      export: null,
      can_request: true,
      next_request_at: null,
    })
    const mailsBefore = smtp.mails.length
    const asked = await call('POST', '/api/data-export.php', mira.cookie, {})
    expect(asked.statusCode).toBe(200)
    expect(asked.json().export.status).toMatch(/pending|preparing/)
    expect(asked.json().can_request).toBe(false)

    await prepared()
    const state = (await call('GET', '/api/data-export.php', mira.cookie)).json()
    expect(state.export).toMatchObject({ status: 'ready', ready_at: expect.any(Number) })
    expect(state.export.expires_at - state.export.ready_at).toBe(7 * 24 * 60 * 60 * 1000)
    expect(state.next_request_at).toBeGreaterThan(Date.now())

    const mail = await smtp.mailTo(await emailOf(mira.id), mailsBefore)
    expect(mail.subject).toContain('is ready')
    const token = linkToken(mail)
    expect(mail.text).toContain(`/data-export?token=${token}`)
    // Only the link's hash is kept.
    const rows = await t.db
      .selectFrom('data_exports')
      .select('token_hash')
      .where('user_id', '=', mira.id)
      .execute()
    expect(JSON.stringify(rows)).not.toContain(token)

    const response = await download(token)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="data-\d+-[\d-]+\.zip"$/)
    const files = unzipSync(response.rawPayload)
    const messages = JSON.parse(strFromU8(files['messages.json'] ?? new Uint8Array()))
    expect(messages.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ['sent', 'From Mira'],
      ['received', 'From Olaf'],
    ])
    const photos = JSON.parse(strFromU8(files['photos.json'] ?? new Uint8Array()))
    expect(strFromU8(files[photos[0].file] ?? new Uint8Array())).toBe('the photo itself')
    expect(strFromU8(files['account.json'] ?? new Uint8Array())).toContain(await emailOf(mira.id))
    expect(
      Object.values(files)
        .map((bytes) => strFromU8(bytes))
        .join(),
    ).not.toContain(await emailOf(olaf.id))

    const again = await download(token, 'de')
    expect(again.statusCode).toBe(410)
    expect(again.headers['content-type']).toContain('application/json')
    expect(again.json().error).toEqual({
      code: 'data_export_link_invalid',
      message: catalogues.de.data_export.errors.link_invalid,
    })
    // The downloaded member copy's file goes with the next round of the job.
    expect(await t.deps.dataExports.removeOldFiles()).toBe(1)
    expect(await readdir(join(dataDir, 'exports'))).toEqual([])
  })

  it('refuses a second request within 24 hours, and one while the first is prepared, in the visitor language', async () => {
    const within = await call('POST', '/api/data-export.php', mira.cookie, {}, 'fr')
    expect(within.statusCode).toBe(429)
    expect(within.json().error).toMatchObject({
      code: 'data_export_limit',
      message: catalogues.fr.data_export.errors.limit,
    })
    await t.db
      .insertInto('data_exports')
      .values({ site_id: t.siteId, user_id: olaf.id, created_at: Date.now() })
      .execute()
    const open = await call('POST', '/api/data-export.php', olaf.cookie, {}, 'pl')
    expect(open.statusCode).toBe(429)
    expect(open.json().error).toMatchObject({
      code: 'data_export_in_progress',
      message: catalogues.pl.data_export.errors.in_progress,
    })
    const count = await t.db.selectFrom('data_exports').select('id').where('user_id', '=', olaf.id).execute()
    expect(count).toHaveLength(1)
  })

  it('refuses an unknown, malformed or expired link and serves nothing', async () => {
    const mailsBefore = smtp.mails.length
    await prepared()
    const token = linkToken(await smtp.mailTo(await emailOf(olaf.id), mailsBefore))
    await t.db
      .updateTable('data_exports')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', olaf.id)
      .execute()
    const expired = await download(token)
    expect(expired.statusCode).toBe(410)
    expect(expired.json().error.code).toBe('data_export_link_invalid')
    const unknown = await download('x'.repeat(43))
    expect(unknown.statusCode).toBe(410)
    const malformed = await download('short')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.code).toBe('validation_failed')
    // Expired: the job deletes the file and forgets the link.
    expect(await t.deps.dataExports.removeOldFiles()).toBe(1)
    const row = await t.db
      .selectFrom('data_exports')
      .select(['status', 'file', 'token_hash'])
      .where('user_id', '=', olaf.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'expired', file: null, token_hash: null })
    expect(await readdir(join(dataDir, 'exports'))).toEqual([])
  })

  it('lets support prepare and download a copy that is not mailed, each step audited', async () => {
    const mailsBefore = smtp.mails.length
    const asked = await call('POST', '/api/staff/data-exports.php', support, { member: mira.id })
    expect(asked.statusCode).toBe(200)
    expect(asked.json().exports[0]).toMatchObject({
      staff_copy: true,
      status: expect.stringMatching(/pending|preparing/),
    })
    expect(await auditRows('member.data_export.request', mira.id)).toHaveLength(1)
    await prepared()
    const list = (await call('GET', `/api/staff/data-exports.php?member=${mira.id}`, support)).json()
    const copy = list.exports.find((e: { staff_copy: boolean }) => e.staff_copy)
    expect(copy).toMatchObject({ status: 'ready', size_bytes: expect.any(Number) })
    // The member's own export is listed too, but only its owner could fetch it.
    expect(list.exports.some((e: { staff_copy: boolean }) => !e.staff_copy)).toBe(true)

    const fromElsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/staff/data-export-file.php?id=${copy.id}`,
      headers: { host: 'localhost', cookie: support, 'sec-fetch-site': 'cross-site' },
    })
    expect(fromElsewhere.statusCode).toBe(403)
    expect(fromElsewhere.json().error.code).toBe('cross_site_request')
    expect(await auditRows('member.data_export.download', mira.id)).toHaveLength(0)

    const file = await call('GET', `/api/staff/data-export-file.php?id=${copy.id}`, support)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toMatch(/^attachment;/)
    expect(Object.keys(unzipSync(file.rawPayload))).toContain('messages.json')
    expect(await auditRows('member.data_export.download', mira.id)).toHaveLength(1)
    expect(smtp.mails.length).toBe(mailsBefore)

    // The member's own copy is never handed to staff.
    const own = list.exports.find((e: { staff_copy: boolean }) => !e.staff_copy)
    expect((await call('GET', `/api/staff/data-export-file.php?id=${own.id}`, support)).statusCode).toBe(404)
  })

  it('answers 404 for an unknown member or export, 400 for bad input, 403 for a moderator; nothing changes', async () => {
    const before = await t.db.selectFrom('data_exports').select('id').execute()
    const unknown = await call('POST', '/api/staff/data-exports.php', support, { member: 99999999 })
    expect(unknown.statusCode).toBe(404)
    expect((await call('GET', '/api/staff/data-exports.php?member=99999999', support)).statusCode).toBe(404)
    expect((await call('GET', '/api/staff/data-export-file.php?id=99999999', support)).statusCode).toBe(404)
    const bad = await call('POST', '/api/staff/data-exports.php', support, { member: 'Mira' })
    expect(bad.statusCode).toBe(400)
    const forbidden = await call('POST', '/api/staff/data-exports.php', moderator, { member: mira.id })
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json().error.code).toBe('forbidden')
    expect(await t.db.selectFrom('data_exports').select('id').execute()).toEqual(before)
  })
})
