import { randomBytes } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestApp } from '#server/test/harness.js'
import { createMailingTestApp, linkToken, type TestSmtp } from '#server/test/smtp.js'
import { promoteToStaff } from '#server/test/staff.js'
import { ledgerSum } from '../credits/queries.js'
import { insertMember, type Member, sessionCookie, signupMember } from '../members/fixtures.js'

describe.each(engines)('the back-office members desk [%s]', (engine) => {
  let t: TestApp
  let smtp: TestSmtp
  let admin: Member
  let support: Member
  let moderator: Member
  let operator: Member
  /** A support restricted to the demo site. */
  let local: Member
  let otherSite = 0
  let foreigner = 0
  const bodies: string[] = []

  beforeAll(async () => {
    ;({ t, smtp } = await createMailingTestApp(engine))
    admin = await signupMember(t, 'Admin')
    admin.cookie = await promoteToStaff(t.db, admin.id, 'admin')
    support = await signupMember(t, 'Support')
    support.cookie = await promoteToStaff(t.db, support.id, 'support')
    moderator = await signupMember(t, 'Moderator')
    moderator.cookie = await promoteToStaff(t.db, moderator.id, 'moderator')
    operator = await signupMember(t, 'Operator')
    operator.cookie = await promoteToStaff(t.db, operator.id, 'operator')
    local = await signupMember(t, 'Local')
    local.cookie = await promoteToStaff(t.db, local.id, 'support', [t.siteId])
    const site = await t.db
      .insertInto('sites')
      .values({
        slug: `elsewhere-${engine}`,
        name: 'Elsewhere',
        domain: 'elsewhere.test',
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    otherSite = site.id
    // A real site has its company details (the back-office copies them when it makes one).
    const company = await t.db
      .selectFrom('company_info')
      .selectAll()
      .where('site_id', '=', t.siteId)
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('company_info')
      .values({ ...company, site_id: otherSite })
      .execute()
    foreigner = await insertMember(t.db, otherSite, { name: `Filtforeign${engine}` })
  })
  afterAll(() => t.close())

  async function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie = '', payload?: unknown) {
    const response = await t.app.inject({
      method,
      url,
      headers: { host: 'localhost', cookie },
      payload: payload as Record<string, unknown> | undefined,
    })
    if (url.startsWith('/api/staff/')) bodies.push(response.body)
    return response
  }
  const search = (query: string, cookie = admin.cookie) =>
    call('GET', `/api/staff/members.php?${query}`, cookie)
  const ids = (response: LightMyRequestResponse) =>
    (response.json().members as Array<{ id: number }>).map((m) => m.id)
  const change = (payload: Record<string, unknown>, cookie = support.cookie) =>
    call('PUT', '/api/staff/member.php', cookie, payload)
  const act = (id: number, action: string, cookie = admin.cookie) =>
    call('POST', '/api/staff/member-action.php', cookie, { id, action })
  const credits = (payload: Record<string, unknown>, cookie = support.cookie) =>
    call('POST', '/api/staff/credits.php', cookie, payload)

  const userRow = (id: number) =>
    t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const profileRow = (id: number) =>
    t.db.selectFrom('profiles').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow()
  const ledgerRows = (id: number) =>
    t.db.selectFrom('credit_ledger').selectAll().where('user_id', '=', id).orderBy('id').execute()
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_kind', '=', 'member')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute()
  const values = (json: string | null) => (json === null ? null : JSON.parse(json))
  /** Everything a refusal must leave as it was. */
  const snapshot = async (id: number) => ({
    user: await userRow(id),
    profile: await t.db.selectFrom('profiles').selectAll().where('user_id', '=', id).executeTakeFirst(),
    ledger: await ledgerRows(id),
    audit: await auditOf(id),
    sessions: await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', id)
      .orderBy('id')
      .execute(),
  })
  const me = (cookie: string) => call('GET', '/api/user.php', cookie)
  const login = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { host: 'localhost', 'x-request-type': 'client' },
      payload: { email, password: 'long enough 1' },
    })
  const emailOf = async (id: number) => (await userRow(id)).email
  const expectError = (response: LightMyRequestResponse, status: number, code: string, field?: string) => {
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json().error.code).toBe(code)
    if (field !== undefined) expect(response.json().error.field).toBe(field)
  }

  describe('GET /api/staff/members.php', () => {
    it('finds a member by id, with or without #', async () => {
      const id = await insertMember(t.db, t.siteId, { name: `Byid${engine}`, hasPhoto: true })
      const byId = await search(`q=${id}`)
      expect(byId.statusCode).toBe(200)
      expect(byId.headers['cache-control']).toBe('no-store')
      const row = await userRow(id)
      expect(byId.json()).toEqual({
        members: [
          {
            id,
            site_id: t.siteId,
            email: row.email,
            name: `Byid${engine}`,
            status: 'active',
            role: 'member',
            credits: 0,
            paid_user: false,
            fictional: false,
            signup_date: row.signup_date,
            last_seen_at: null,
            thumb_url: expect.stringMatching(/-thumb\.webp$/),
          },
        ],
        page: 1,
        has_more: false,
      })
      expect(ids(await search(`q=%23${id}`))).toEqual([id])
      expect(ids(await search(`q=${encodeURIComponent(` #${id} `)}`))).toEqual([id])
      expect(ids(await search('q=999999'))).toEqual([])
    })

    it('finds members by the start of their e-mail address', async () => {
      const id = await insertMember(t.db, t.siteId)
      const other = await insertMember(t.db, t.siteId)
      await t.db
        .updateTable('users')
        .set({ email: `quarto.${engine}@search.example` })
        .where('id', '=', id)
        .execute()
      await t.db
        .updateTable('users')
        .set({ email: `xquarto.${engine}@search.example` })
        .where('id', '=', other)
        .execute()
      expect(ids(await search(`q=quarto.${engine}`))).toEqual([id])
      expect(ids(await search(`q=${encodeURIComponent(`Quarto.${engine}@search`)}`))).toEqual([id])
      expect(ids(await search(`q=${encodeURIComponent(`quarto.${engine}@search.example`)}`))).toEqual([id])
      expect(ids(await search(`q=${encodeURIComponent(`quarto.${engine}@other`)}`))).toEqual([])
    })

    it('finds members by the start of their name, whatever the case', async () => {
      const id = await insertMember(t.db, t.siteId, { name: `Quentarella${engine}` })
      expect(ids(await search('q=QUENTAREL'))).toEqual([id])
      expect(ids(await search('q=quentarella'))).toEqual([id])
      expect(ids(await search('q=entarella'))).toEqual([])
      // Letters outside ASCII too, whatever the engine's lower() does with them.
      const elodie = await insertMember(t.db, t.siteId, { name: `Élodie${engine}` })
      const oystein = await insertMember(t.db, t.siteId, { name: `øystein${engine}` })
      for (const q of ['Élo', 'élo', 'ÉLODIE', `élodie${engine}`])
        expect(ids(await search(`q=${encodeURIComponent(q)}`)), q).toEqual([elodie])
      for (const q of ['Øy', 'øY', 'øystein'])
        expect(ids(await search(`q=${encodeURIComponent(q)}`)), q).toEqual([oystein])
      expect(ids(await search('q=elodie'))).toEqual([])
    })

    it('finds members by an address they logged in from', async () => {
      const tried = await insertMember(t.db, t.siteId)
      const session = await insertMember(t.db, t.siteId)
      await insertMember(t.db, t.siteId)
      const now = Date.now()
      await t.db
        .insertInto('login_attempts')
        .values({
          site_id: t.siteId,
          email: await emailOf(tried),
          ip: '203.0.113.77',
          succeeded: 0,
          created_at: now,
        })
        .execute()
      await t.db
        .insertInto('sessions')
        .values({
          user_id: session,
          token_hash: randomBytes(32).toString('hex'),
          user_agent: 'test',
          created_at: now,
          last_seen_at: now,
          expires_at: now + 3_600_000,
          ip: '198.51.100.9',
        })
        .execute()
      expect(ids(await search('q=203.0.113.77'))).toEqual([tried])
      expect(ids(await search('q=198.51.100.9'))).toEqual([session])
      expect(ids(await search('q=192.0.2.1'))).toEqual([])

      // A login through the API is found by its address too.
      const member = await signupMember(t, 'Logger')
      expect((await login(await emailOf(member.id))).statusCode).toBe(200)
      expect(ids(await search('q=127.0.0.1'))).toContain(member.id)
    })

    describe('filters and sorts', () => {
      const set: Record<'plain' | 'paid' | 'disabled' | 'fictional', number> = {
        plain: 0,
        paid: 0,
        disabled: 0,
        fictional: 0,
      }
      beforeAll(async () => {
        set.plain = await insertMember(t.db, t.siteId, { name: `Filtplain${engine}` })
        set.paid = await insertMember(t.db, t.siteId, { name: `Filtpaid${engine}`, paid: true })
        set.disabled = await insertMember(t.db, t.siteId, {
          name: `Filtdisabled${engine}`,
          userStatus: 'disabled',
        })
        set.fictional = await insertMember(t.db, t.siteId, { name: `Filtfictional${engine}` })
        await t.db.updateTable('users').set({ is_fictional: 1 }).where('id', '=', set.fictional).execute()
        const credits = { plain: 5, paid: 40, disabled: 5, fictional: 0 }
        const seen = { plain: 3000, paid: null, disabled: 1000, fictional: 2000 }
        for (const key of Object.keys(set) as Array<keyof typeof set>)
          await t.db
            .updateTable('users')
            .set({ credits: credits[key], last_seen_at: seen[key] })
            .where('id', '=', set[key])
            .execute()
      })

      it('filters by status, paid, fictional and site', async () => {
        const q = `q=filt&site=${t.siteId}`
        expect(ids(await search(q)).sort()).toEqual(Object.values(set).sort())
        expect(ids(await search(`${q}&status=disabled`))).toEqual([set.disabled])
        expect(ids(await search(`${q}&status=active&paid=yes`))).toEqual([set.paid])
        expect(ids(await search(`${q}&paid=no`)).sort()).toEqual(
          [set.plain, set.disabled, set.fictional].sort(),
        )
        expect(ids(await search(`${q}&fictional=yes`))).toEqual([set.fictional])
        expect(ids(await search(`${q}&fictional=no&status=active&paid=no`))).toEqual([set.plain])
        expect((await search(`q=filtfictional${engine}`)).json().members[0].fictional).toBe(true)
        expect(ids(await search(`q=filt&site=${otherSite}`))).toEqual([foreigner])
        expect(ids(await search('q=filt')).sort()).toEqual([...Object.values(set), foreigner].sort())
      })

      it('sorts by newest, oldest, last seen and credits', async () => {
        const q = `q=filt&site=${t.siteId}`
        const { plain, paid, disabled, fictional } = set
        const ascending = [plain, paid, disabled, fictional]
        expect(ids(await search(q))).toEqual([...ascending].reverse())
        expect(ids(await search(`${q}&sort=newest`))).toEqual([...ascending].reverse())
        expect(ids(await search(`${q}&sort=oldest`))).toEqual(ascending)
        expect(ids(await search(`${q}&sort=last_seen`))).toEqual([plain, fictional, disabled, paid])
        expect(ids(await search(`${q}&sort=credits`))).toEqual([paid, disabled, plain, fictional])
      })
    })

    it('answers pages of 50 and tells whether another follows', async () => {
      const made: number[] = []
      for (let i = 0; i < 53; i++)
        made.push(await insertMember(t.db, t.siteId, { name: `Pagina${engine} ${i}` }))
      const first = await search(`q=pagina${engine}`)
      expect(first.json().page).toBe(1)
      expect(first.json().has_more).toBe(true)
      expect(ids(first)).toHaveLength(50)
      expect(ids(first)).toEqual([...made].reverse().slice(0, 50))
      const second = await search(`q=pagina${engine}&page=2`)
      expect(second.json()).toMatchObject({ page: 2, has_more: false })
      expect(ids(second)).toEqual([...made].reverse().slice(50))
      expect(ids(second).some((id) => ids(first).includes(id))).toBe(false)
      const third = await search(`q=pagina${engine}&page=3`)
      expect(third.json()).toEqual({ members: [], page: 3, has_more: false })
      // Exactly 50 matches: no further page.
      await t.db
        .updateTable('users')
        .set({ status: 'disabled' })
        .where('id', 'in', made.slice(0, 3))
        .execute()
      const fifty = await search(`q=pagina${engine}&status=active&sort=oldest`)
      expect(fifty.json().has_more).toBe(false)
      expect(ids(fifty)).toEqual(made.slice(3))
    })

    it('refuses bad input with 400', async () => {
      const cases: [string, string][] = [
        ['page=0', 'page'],
        ['page=x', 'page'],
        ['status=x', 'status'],
        ['sort=x', 'sort'],
        ['paid=maybe', 'paid'],
        ['site=abc', 'site'],
        ['unknown=1', ''],
      ]
      for (const [query, field] of cases) {
        const response = await search(query)
        expect(response.statusCode, query).toBe(400)
        expect(response.json().error.code, query).toBe('validation_failed')
        if (field) expect(response.json().error.field, query).toBe(field)
      }
    })

    it('lets admin, support and moderators search, no one else', async () => {
      for (const cookie of [admin.cookie, support.cookie, moderator.cookie])
        expect((await search('q=filt', cookie)).statusCode).toBe(200)
      expectError(await search('q=filt', operator.cookie), 403, 'forbidden')
      const member = await signupMember(t, 'Nosy')
      expectError(await search('q=filt', member.cookie), 403, 'forbidden')
      expectError(await search('q=filt', ''), 403, 'authentication_required')
      expectError(await search('page=0', ''), 403, 'authentication_required')
    })

    it("never shows a staff member another site's members", async () => {
      expect(ids(await search(`q=${foreigner}`))).toEqual([foreigner])
      expect(ids(await search(`q=${foreigner}`, local.cookie))).toEqual([])
      expect(ids(await search(`q=filt&site=${otherSite}`, local.cookie))).toEqual([])
      const all = await search('q=filt', local.cookie)
      expect(ids(all)).not.toContain(foreigner)
      expect(ids(all).length).toBeGreaterThan(0)
      const everyone = await search('sort=oldest', local.cookie)
      expect(
        (everyone.json().members as Array<{ site_id: number }>).every((m) => m.site_id === t.siteId),
      ).toBe(true)
      const foreignEmail = await emailOf(foreigner)
      expect(ids(await search(`q=${encodeURIComponent(foreignEmail)}`, local.cookie))).toEqual([])
      expect(ids(await search(`q=${encodeURIComponent(foreignEmail)}`))).toEqual([foreigner])
    })
  })

  describe('GET /api/staff/member.php', () => {
    it("shows a member's page: profile, every photo, ledger, sessions and logins", async () => {
      const member = await signupMember(t, 'Paula')
      const email = await emailOf(member.id)
      expect((await login(email)).statusCode).toBe(200)
      const now = Date.now()
      for (const [name, isPrivate] of [
        ['a', 0],
        ['b', 1],
      ] as const) {
        const base = `${name}${member.id}${engine}`.padEnd(32, 'p')
        await t.db
          .insertInto('photos')
          .values({
            user_id: member.id,
            filename: `${base}.webp`,
            thumb_filename: `${base}-thumb.webp`,
            width: 800,
            height: 1000,
            is_private: isPrivate,
            sort_order: isPrivate,
            created_at: now,
          })
          .execute()
      }
      const response = await call('GET', `/api/staff/member.php?id=${member.id}`, moderator.cookie)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      const page = response.json()
      const user = await userRow(member.id)
      expect(page.member).toMatchObject({
        id: member.id,
        site_id: t.siteId,
        email,
        name: 'Paula',
        status: 'active',
        role: 'member',
        credits: user.credits,
        paid_user: false,
        fictional: false,
        language: 'en',
        invisible: false,
        activated_at: user.activated_at,
        deleted_at: null,
        notifications_disabled: [],
      })
      expect(page.profile).toMatchObject({ name: 'Paula', birth_date: '1990-01-01', status: 'active' })
      expect(page.photos).toHaveLength(2)
      const photos = await t.db
        .selectFrom('photos')
        .select(['id', 'filename', 'is_private'])
        .where('user_id', '=', member.id)
        .orderBy('id')
        .execute()
      const privatePhoto = photos.find((p) => p.is_private === 1)
      expect(page.photos.find((p: { id: number }) => p.id === privatePhoto?.id)).toMatchObject({
        is_private: true,
        url: expect.stringMatching(new RegExp(`${privatePhoto?.filename}$`)),
        purpose: 'profile',
      })
      expect(page.photos.filter((p: { is_private: boolean }) => !p.is_private)).toHaveLength(1)
      const ledger = await ledgerRows(member.id)
      expect(page.ledger).toEqual(
        [...ledger].reverse().map((row) => ({
          id: row.id,
          amount: row.amount,
          kind: row.kind,
          reason: row.reason,
          reference: row.reference,
          created_at: row.created_at,
        })),
      )
      const sessions = await t.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', member.id)
        .execute()
      expect(page.sessions).toHaveLength(sessions.length)
      expect(sessions.length).toBe(2)
      expect(page.sessions.map((s: { id: number }) => s.id).sort()).toEqual(sessions.map((s) => s.id).sort())
      expect(page.sessions.some((s: { ip: string | null }) => s.ip === '127.0.0.1')).toBe(true)
      expect(page.logins).toHaveLength(1)
      expect(page.logins[0]).toMatchObject({
        ip: '127.0.0.1',
        succeeded: true,
        created_at: expect.any(Number),
      })
      expect(page.conversations).toEqual({ total: 0, messages_sent: 0 })
      expect(page.payments).toEqual([])
      expect(page.complaints).toEqual([])
      expect(response.body).not.toContain(user.password_hash)
    })

    it('answers 404 for an unknown member and one of a site the staff member does not answer to', async () => {
      expectError(await call('GET', '/api/staff/member.php?id=999999', admin.cookie), 404, 'not_found')
      expectError(await call('GET', `/api/staff/member.php?id=${foreigner}`, local.cookie), 404, 'not_found')
      expect((await call('GET', `/api/staff/member.php?id=${foreigner}`, admin.cookie)).statusCode).toBe(200)
    })

    it('refuses a bad id with 400 and other roles with 403', async () => {
      expectError(
        await call('GET', '/api/staff/member.php?id=abc', admin.cookie),
        400,
        'validation_failed',
        'id',
      )
      expectError(
        await call('GET', '/api/staff/member.php?id=0', admin.cookie),
        400,
        'validation_failed',
        'id',
      )
      expectError(await call('GET', '/api/staff/member.php', admin.cookie), 400, 'validation_failed', 'id')
      expectError(
        await call('GET', `/api/staff/member.php?id=${admin.id}`, operator.cookie),
        403,
        'forbidden',
      )
      expectError(await call('GET', `/api/staff/member.php?id=${admin.id}`), 403, 'authentication_required')
    })
  })

  describe('PUT /api/staff/member.php', () => {
    it('disables a member with a reason: logged out, no login, not searchable, audited', async () => {
      const member = await signupMember(t, 'Dora')
      const email = await emailOf(member.id)
      expect((await me(member.cookie)).statusCode).toBe(200)
      expect((await profileRow(member.id)).searchable).toBe(1)

      const response = await change({
        id: member.id,
        status: 'disabled',
        reason: '  Asked members for money ',
      })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().member.status).toBe('disabled')
      expect((await userRow(member.id)).status).toBe('disabled')
      expect(response.json().sessions).toEqual([])
      expect(
        await t.db.selectFrom('sessions').select('id').where('user_id', '=', member.id).execute(),
      ).toEqual([])
      expectError(await me(member.cookie), 403, 'authentication_required')
      expectError(await login(email), 403, 'account_disabled')
      expect((await profileRow(member.id)).searchable).toBe(0)
      const audit = await auditOf(member.id)
      expect(audit).toHaveLength(1)
      expect(audit[0]).toMatchObject({
        staff_id: support.id,
        site_id: t.siteId,
        ip: '127.0.0.1',
        action: 'member.disabled',
        target_kind: 'member',
        target_id: member.id,
        reason: 'Asked members for money',
      })
      expect(values(audit[0]?.before_values ?? null)).toEqual({ status: 'active' })
      expect(values(audit[0]?.after_values ?? null)).toEqual({ status: 'disabled' })

      // Enabled again: active, searchable, able to log in, audited.
      const enabled = await change({ id: member.id, status: 'active' })
      expect(enabled.statusCode, enabled.body).toBe(200)
      expect(enabled.json().member.status).toBe('active')
      expect((await userRow(member.id)).status).toBe('active')
      expect((await profileRow(member.id)).searchable).toBe(1)
      const again = await login(email)
      expect(again.statusCode).toBe(200)
      expect((await me(sessionCookie(again))).statusCode).toBe(200)
      const enabledAudit = (await auditOf(member.id))[1]
      expect(enabledAudit).toMatchObject({ action: 'member.enabled', staff_id: support.id, reason: null })
      expect(values(enabledAudit?.before_values ?? null)).toEqual({ status: 'disabled' })
      expect(values(enabledAudit?.after_values ?? null)).toEqual({ status: 'active' })
    })

    it('enables a member who never confirmed back into waiting for the confirmation', async () => {
      const member = await signupMember(t, 'Wanda', { active: false })
      expect((await change({ id: member.id, status: 'disabled', reason: 'Spam signup' })).statusCode).toBe(
        200,
      )
      const enabled = await change({ id: member.id, status: 'active' })
      expect(enabled.json().member.status).toBe('not_confirmed')
      expect((await profileRow(member.id)).searchable).toBe(0)
    })

    it('refuses to disable without a reason and changes nothing', async () => {
      const member = await signupMember(t, 'Rhea')
      const before = await snapshot(member.id)
      expectError(await change({ id: member.id, status: 'disabled' }), 400, 'validation_failed', 'reason')
      expectError(
        await change({ id: member.id, status: 'disabled', reason: ' x ' }),
        400,
        'validation_failed',
        'reason',
      )
      expectError(
        await change({ id: member.id, status: 'disabled', reason: 'y'.repeat(501) }),
        400,
        'validation_failed',
        'reason',
      )
      expectError(
        await change({ id: member.id, status: 'gone', reason: 'Because' }),
        400,
        'validation_failed',
        'status',
      )
      expectError(await change({ id: member.id, name: 'X' }), 400, 'validation_failed', 'name')
      expectError(await change({ id: member.id, password_hash: 'x' }), 400, 'validation_failed')
      expectError(await change({ id: 'abc', name: 'Xavier' }), 400, 'validation_failed', 'id')
      expect(await snapshot(member.id)).toEqual(before)
      expect((await me(member.cookie)).statusCode).toBe(200)
    })

    it('edits name, city and about me, audited with before and after', async () => {
      const member = await signupMember(t, 'Edda')
      const { city, about_me } = await profileRow(member.id)
      const response = await change(
        { id: member.id, name: 'Edith', city: 'Leiden', about_me: 'Likes long walks.' },
        moderator.cookie,
      )
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().profile).toMatchObject({
        name: 'Edith',
        city: 'Leiden',
        about_me: 'Likes long walks.',
      })
      expect(response.json().member.name).toBe('Edith')
      expect(await profileRow(member.id)).toMatchObject({
        name: 'Edith',
        city: 'Leiden',
        about_me: 'Likes long walks.',
      })
      const audit = await auditOf(member.id)
      expect(audit).toHaveLength(1)
      expect(audit[0]).toMatchObject({ action: 'member.edited', staff_id: moderator.id, ip: '127.0.0.1' })
      expect(values(audit[0]?.before_values ?? null)).toEqual({ name: 'Edda', city, about_me })
      expect(values(audit[0]?.after_values ?? null)).toEqual({
        name: 'Edith',
        city: 'Leiden',
        about_me: 'Likes long walks.',
      })

      // The same values again change nothing and write no audit row.
      expect((await change({ id: member.id, name: 'Edith' }, moderator.cookie)).statusCode).toBe(200)
      expect(await auditOf(member.id)).toHaveLength(1)
    })

    it('changes the e-mail address, and refuses one another member of the site has', async () => {
      const member = await signupMember(t, 'Emma')
      const other = await signupMember(t, 'Otto')
      const taken = await emailOf(other.id)
      const before = await snapshot(member.id)
      expectError(await change({ id: member.id, email: taken.toUpperCase() }), 409, 'email_taken', 'email')
      expect(await snapshot(member.id)).toEqual(before)
      expectError(await change({ id: member.id, email: 'not an address' }), 400, 'validation_failed', 'email')
      expect(await snapshot(member.id)).toEqual(before)

      // The address of a member of another site is free on this one.
      const foreignEmail = await emailOf(foreigner)
      const changed = await change({ id: member.id, email: foreignEmail })
      expect(changed.statusCode, changed.body).toBe(200)
      expect(changed.json().member.email).toBe(foreignEmail)
      expect((await userRow(member.id)).email).toBe(foreignEmail)
      const audit = await auditOf(member.id)
      expect(audit).toHaveLength(1)
      expect(audit[0]?.action).toBe('member.edited')
      expect(values(audit[0]?.before_values ?? null)).toEqual({ email: before.user.email })
      expect(values(audit[0]?.after_values ?? null)).toEqual({ email: foreignEmail })
    })

    it('lets each role change only its own fields', async () => {
      const member = await signupMember(t, 'Roma')
      const before = await snapshot(member.id)
      const refusals: [Record<string, unknown>, string][] = [
        [{ id: member.id, status: 'disabled', reason: 'Rude messages' }, moderator.cookie],
        [{ id: member.id, name: 'Romy', status: 'active' }, moderator.cookie],
        [{ id: member.id, email: 'roma.new@example.com' }, moderator.cookie],
        [{ id: member.id, role: 'moderator' }, support.cookie],
        [{ id: member.id, role: 'member' }, support.cookie],
        [{ id: member.id, name: 'Romy' }, operator.cookie],
      ]
      for (const [payload, cookie] of refusals) {
        const response = await change(payload, cookie)
        expect(response.statusCode, JSON.stringify(payload)).toBe(403)
        expect(response.json().error.code).toBe('forbidden')
      }
      expectError(await change({ id: member.id, name: 'Romy' }, ''), 403, 'authentication_required')
      expect(await snapshot(member.id)).toEqual(before)

      const renamed = await change({ id: member.id, name: 'Romy' }, moderator.cookie)
      expect(renamed.statusCode).toBe(200)
      expect((await profileRow(member.id)).name).toBe('Romy')
    })

    it('lets the admin change the role, and no one else touch a staff account', async () => {
      const member = await signupMember(t, 'Rolf')
      const promoted = await change({ id: member.id, role: 'moderator' }, admin.cookie)
      expect(promoted.statusCode, promoted.body).toBe(200)
      expect(promoted.json().member.role).toBe('moderator')
      expect((await userRow(member.id)).role).toBe('moderator')
      // A new role needs a new login.
      expectError(await me(member.cookie), 403, 'authentication_required')
      const audit = await auditOf(member.id)
      expect(audit).toHaveLength(1)
      expect(audit[0]).toMatchObject({ action: 'member.role', staff_id: admin.id })
      expect(values(audit[0]?.before_values ?? null)).toEqual({ role: 'member' })
      expect(values(audit[0]?.after_values ?? null)).toEqual({ role: 'moderator' })

      const before = await snapshot(member.id)
      expectError(await change({ id: member.id, name: 'Rolfina' }, support.cookie), 403, 'forbidden')
      expectError(await change({ id: member.id, name: 'Rolfina' }, moderator.cookie), 403, 'forbidden')
      expectError(
        await change({ id: member.id, status: 'disabled', reason: 'Left the company' }, support.cookie),
        403,
        'forbidden',
      )
      expectError(await act(member.id, 'end_sessions', support.cookie), 403, 'forbidden')
      expectError(await change({ id: admin.id, name: 'Boss' }, support.cookie), 403, 'forbidden')
      expect(await snapshot(member.id)).toEqual(before)

      // The admin may not change their own role.
      expectError(await change({ id: admin.id, role: 'support' }, admin.cookie), 403, 'forbidden')
      expect((await userRow(admin.id)).role).toBe('admin')

      const back = await change({ id: member.id, role: 'member' }, admin.cookie)
      expect(back.json().member.role).toBe('member')
    })

    it('keeps roles from an admin restricted to sites', async () => {
      const localAdmin = await signupMember(t, 'Ladmin')
      localAdmin.cookie = await promoteToStaff(t.db, localAdmin.id, 'admin', [t.siteId])
      const member = await signupMember(t, 'Rudi')
      const before = await snapshot(member.id)
      // An admin of every site made by an admin of one.
      expectError(await change({ id: member.id, role: 'admin' }, localAdmin.cookie), 403, 'forbidden')
      expectError(
        await change({ id: member.id, role: 'support', name: 'Rudolf' }, localAdmin.cookie),
        403,
        'forbidden',
      )
      expectError(await change({ id: moderator.id, role: 'member' }, localAdmin.cookie), 403, 'forbidden')
      expect(await snapshot(member.id)).toEqual(before)
      expect((await userRow(moderator.id)).role).toBe('moderator')
      const renamed = await change({ id: member.id, name: 'Rudolf' }, localAdmin.cookie)
      expect(renamed.statusCode, renamed.body).toBe(200)
      expect(renamed.json().profile.name).toBe('Rudolf')
      // Nor does it disable, edit or act on a colleague, who may answer to sites it does not.
      const colleague = await snapshot(moderator.id)
      expectError(
        await change(
          { id: moderator.id, status: 'disabled', reason: 'Not mine to decide' },
          localAdmin.cookie,
        ),
        403,
        'forbidden',
      )
      expectError(await act(moderator.id, 'end_sessions', localAdmin.cookie), 403, 'forbidden')
      expect(await snapshot(moderator.id)).toEqual(colleague)
    })

    it('answers 404 for an unknown member and one of another site', async () => {
      expectError(await change({ id: 999_999, name: 'Nobody' }), 404, 'not_found')
      const before = await snapshot(foreigner)
      expectError(await change({ id: foreigner, name: 'Foreign' }, local.cookie), 404, 'not_found')
      expectError(
        await change({ id: foreigner, status: 'disabled', reason: 'Spam' }, local.cookie),
        404,
        'not_found',
      )
      expect(await snapshot(foreigner)).toEqual(before)
    })
  })

  describe('POST /api/staff/credits.php', () => {
    it('corrects the balance up and down through the ledger, audited', async () => {
      const member = await signupMember(t, 'Carla')
      const start = (await userRow(member.id)).credits
      const ledgerBefore = (await ledgerRows(member.id)).length

      const up = await credits({ member: member.id, amount: 25, reason: 'Goodwill after an outage' })
      expect(up.statusCode, up.body).toBe(200)
      expect(up.json()).toEqual({ credits: start + 25 })
      const down = await credits({ member: member.id, amount: -10, reason: 'Double grant' }, admin.cookie)
      expect(down.statusCode, down.body).toBe(200)
      expect(down.json()).toEqual({ credits: start + 15 })

      expect((await userRow(member.id)).credits).toBe(start + 15)
      expect(await ledgerSum(t.db, member.id)).toBe(start + 15)
      const ledger = (await ledgerRows(member.id)).slice(ledgerBefore)
      expect(ledger.map((row) => [row.kind, row.amount])).toEqual([
        ['adjustment', 25],
        ['adjustment', -10],
      ])
      expect(ledger[0]?.reference).toBe(`staff:${support.id}`)
      expect(ledger[1]?.reference).toBe(`staff:${admin.id}`)
      const audit = await auditOf(member.id)
      expect(audit.map((row) => [row.action, row.staff_id, row.reason])).toEqual([
        ['member.credits', support.id, 'Goodwill after an outage'],
        ['member.credits', admin.id, 'Double grant'],
      ])
      expect(audit.map((row) => [values(row.before_values), values(row.after_values)])).toEqual([
        [{ credits: start }, { credits: start + 25 }],
        [{ credits: start + 25 }, { credits: start + 15 }],
      ])

      const page = await call('GET', `/api/staff/member.php?id=${member.id}`, support.cookie)
      expect(page.json().member.credits).toBe(start + 15)
      expect(
        page
          .json()
          .ledger.slice(0, 2)
          .map((row: { amount: number }) => row.amount),
      ).toEqual([-10, 25])
    })

    it('never takes the balance below zero, and refuses bad amounts and reasons', async () => {
      const member = await signupMember(t, 'Bea')
      const balance = (await userRow(member.id)).credits
      const before = await snapshot(member.id)
      expectError(
        await credits({ member: member.id, amount: -(balance + 1), reason: 'Too much' }),
        400,
        'validation_failed',
        'amount',
      )
      const cases: [Record<string, unknown>, string][] = [
        [{ member: member.id, amount: 0, reason: 'Nothing at all' }, 'amount'],
        [{ member: member.id, amount: 1.5, reason: 'A fraction' }, 'amount'],
        [{ member: member.id, amount: '5', reason: 'A string' }, 'amount'],
        [{ member: member.id, amount: 1_000_001, reason: 'A million' }, 'amount'],
        [{ member: member.id, amount: 5 }, 'reason'],
        [{ member: member.id, amount: 5, reason: '  ' }, 'reason'],
        [{ member: 'x', amount: 5, reason: 'Bad member' }, 'member'],
      ]
      for (const [payload, field] of cases)
        expectError(await credits(payload), 400, 'validation_failed', field)
      expect(await snapshot(member.id)).toEqual(before)

      if (balance > 0) {
        const all = await credits({ member: member.id, amount: -balance, reason: 'Down to zero' })
        expect(all.json()).toEqual({ credits: 0 })
        expect(await ledgerSum(t.db, member.id)).toBe(0)
      }
    })

    it('refuses moderators and operators, and members of other sites', async () => {
      const member = await signupMember(t, 'Mona')
      const before = await snapshot(member.id)
      const payload = { member: member.id, amount: 5, reason: 'A present' }
      expectError(await credits(payload, moderator.cookie), 403, 'forbidden')
      expectError(await credits(payload, operator.cookie), 403, 'forbidden')
      expectError(await credits(payload, member.cookie), 403, 'forbidden')
      expectError(await credits(payload, ''), 403, 'authentication_required')
      expectError(await credits({ ...payload, member: 999_999 }), 404, 'not_found')
      expect(await snapshot(member.id)).toEqual(before)
      const foreignBefore = await snapshot(foreigner)
      expectError(await credits({ ...payload, member: foreigner }, local.cookie), 404, 'not_found')
      expect(await snapshot(foreigner)).toEqual(foreignBefore)
    })
  })

  describe('POST /api/staff/member-action.php', () => {
    it('ends the sessions of a member', async () => {
      const member = await signupMember(t, 'Sandra')
      expect((await me(member.cookie)).statusCode).toBe(200)
      const response = await act(member.id, 'end_sessions', support.cookie)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().sessions).toEqual([])
      expectError(await me(member.cookie), 403, 'authentication_required')
      expect((await userRow(member.id)).status).toBe('active')
      expect((await auditOf(member.id)).map((row) => [row.action, row.staff_id, row.ip])).toEqual([
        ['member.end_sessions', support.id, '127.0.0.1'],
      ])
    })

    it('grants premium, for the admin only', async () => {
      const member = await signupMember(t, 'Petra')
      const before = await snapshot(member.id)
      expectError(await act(member.id, 'grant_premium', support.cookie), 403, 'forbidden')
      expect(await snapshot(member.id)).toEqual(before)
      const response = await act(member.id, 'grant_premium')
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().member.paid_user).toBe(true)
      expect((await userRow(member.id)).paid_user).toBe(1)
      const audit = await auditOf(member.id)
      expect(audit.map((row) => [row.action, row.staff_id])).toEqual([['member.grant_premium', admin.id]])
      expect(values(audit[0]?.before_values ?? null)).toEqual({ paid_user: false })
      expect(values(audit[0]?.after_values ?? null)).toEqual({ paid_user: true })
    })

    it('mails a new activation link to a member who has not confirmed, and refuses it for others', async () => {
      const member = await signupMember(t, 'Nora', { active: false })
      const email = await emailOf(member.id)
      await smtp.mailTo(email) // the mail of the signup
      const sent = smtp.mails.length
      const response = await act(member.id, 'resend_activation', support.cookie)
      expect(response.statusCode, response.body).toBe(200)
      const mail = await smtp.mailTo(email, sent)
      expect(linkToken(mail)).toMatch(/^[\w-]{43}$/)
      expect(linkToken(mail)).not.toBe(linkToken(await smtp.mailTo(email)))
      expect((await auditOf(member.id)).map((row) => [row.action, row.staff_id])).toEqual([
        ['member.resend_activation', support.id],
      ])

      const confirmed = await signupMember(t, 'Cora')
      const before = await snapshot(confirmed.id)
      expectError(
        await act(confirmed.id, 'resend_activation', support.cookie),
        400,
        'validation_failed',
        'action',
      )
      expect(await snapshot(confirmed.id)).toEqual(before)
    })

    it('mails a password reset link', async () => {
      const member = await signupMember(t, 'Resa')
      const email = await emailOf(member.id)
      await smtp.mailTo(email)
      const sent = smtp.mails.length
      const response = await act(member.id, 'send_password_reset', support.cookie)
      expect(response.statusCode, response.body).toBe(200)
      const mail = await smtp.mailTo(email, sent)
      expect(linkToken(mail)).toMatch(/^[\w-]{43}$/)
      const tokens = await t.db
        .selectFrom('email_tokens')
        .select('purpose')
        .where('user_id', '=', member.id)
        .orderBy('id')
        .execute()
      expect(tokens.map((row) => row.purpose)).toEqual(['activation', 'password_reset'])
      expect((await auditOf(member.id)).map((row) => [row.action, row.staff_id])).toEqual([
        ['member.send_password_reset', support.id],
      ])
    })

    it('deletes a member: status deleted, logged out, audited', async () => {
      const member = await signupMember(t, 'Delia')
      const before = await snapshot(member.id)
      expectError(await act(member.id, 'delete', support.cookie), 403, 'forbidden')
      expect(await snapshot(member.id)).toEqual(before)
      const response = await act(member.id, 'delete')
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().member).toMatchObject({ status: 'deleted', delete_reason: 'staff' })
      expect(await userRow(member.id)).toMatchObject({ status: 'deleted', delete_reason: 'staff' })
      expect((await profileRow(member.id)).searchable).toBe(0)
      expectError(await me(member.cookie), 403, 'authentication_required')
      const audit = await auditOf(member.id)
      expect(audit.map((row) => [row.action, row.staff_id])).toEqual([['member.delete', admin.id]])
      expect(values(audit[0]?.before_values ?? null)).toEqual({ status: 'active' })
      expect(values(audit[0]?.after_values ?? null)).toEqual({ status: 'deleted' })
      // Deleted once is enough.
      expectError(await act(member.id, 'delete'), 400, 'validation_failed', 'action')
      expect(await auditOf(member.id)).toHaveLength(1)
    })

    it('erases a member: status erased, address anonymised, logged out, audited', async () => {
      const member = await signupMember(t, 'Erika')
      const email = await emailOf(member.id)
      expectError(await act(member.id, 'erase', support.cookie), 403, 'forbidden')
      const response = await act(member.id, 'erase')
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().member.status).toBe('erased')
      const user = await userRow(member.id)
      expect(user).toMatchObject({
        status: 'erased',
        email: `erased-${member.id}@erased.invalid`,
        password_hash: '',
      })
      expect(response.body).not.toContain(email)
      expectError(await me(member.cookie), 403, 'authentication_required')
      expect((await login(email)).statusCode).toBe(401)
      const audit = await auditOf(member.id)
      expect(audit.map((row) => [row.action, row.staff_id])).toEqual([['member.erase', admin.id]])
      expect(values(audit[0]?.before_values ?? null)).toEqual({ status: 'active' })
      expect(values(audit[0]?.after_values ?? null)).toEqual({ status: 'erased' })
      expectError(await act(member.id, 'erase'), 400, 'validation_failed', 'action')
      expectError(
        await act(member.id, 'send_password_reset', support.cookie),
        400,
        'validation_failed',
        'action',
      )
      expect(await auditOf(member.id)).toHaveLength(1)
    })

    it('refuses unknown actions, members and roles', async () => {
      const member = await signupMember(t, 'Ulla')
      const before = await snapshot(member.id)
      expectError(await act(member.id, 'explode'), 400, 'validation_failed', 'action')
      expectError(await act(999_999, 'end_sessions'), 404, 'not_found')
      expectError(await act(member.id, 'end_sessions', moderator.cookie), 403, 'forbidden')
      expectError(await act(member.id, 'end_sessions', operator.cookie), 403, 'forbidden')
      expectError(await act(member.id, 'end_sessions', ''), 403, 'authentication_required')
      expectError(await act(member.id, 'grant_premium', support.cookie), 403, 'forbidden')
      expectError(await act(member.id, 'erase', support.cookie), 403, 'forbidden')
      expect(await snapshot(member.id)).toEqual(before)
      expect((await me(member.cookie)).statusCode).toBe(200)
      const foreignBefore = await snapshot(foreigner)
      expectError(await act(foreigner, 'end_sessions', local.cookie), 404, 'not_found')
      expect(await snapshot(foreigner)).toEqual(foreignBefore)
    })
  })

  it('never hands out password hashes, tokens or bank details', () => {
    expect(bodies.length).toBeGreaterThan(100)
    for (const body of bodies) {
      expect(body).not.toMatch(/password_hash/i)
      expect(body).not.toMatch(/token/i)
      expect(body).not.toMatch(/iban/i)
    }
  })
})
