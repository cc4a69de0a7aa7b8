import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import { insertMember, type Member, signupMember } from '../members/fixtures.js'
import { insertAuditRow } from './queries.js'

interface Entry {
  id: number
  staff_id: number
  staff_email: string | null
  site_id: number | null
  ip: string
  action: string
  target_kind: string
  target_id: number | null
  reason: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  created_at: number
}

describe.each(engines)('GET /api/staff/audit.php [%s]', (engine) => {
  let t: TestApp
  let admin: Member
  let second: Member
  /** An admin restricted to the demo site. */
  let local: Member
  let support: Member
  let moderator: Member
  let operator: Member
  let alice = 0
  let bob = 0
  let otherSite = 0
  let foreigner = 0

  beforeAll(async () => {
    t = await createTestApp(engine)
    const staff = async (
      name: string,
      role: 'admin' | 'support' | 'moderator' | 'operator',
      sites?: number[],
    ) => {
      const member = await signupMember(t, name)
      member.cookie = await promoteToStaff(t.db, member.id, role, sites)
      return member
    }
    admin = await staff('Admin', 'admin')
    second = await staff('Second', 'admin')
    local = await staff('Local', 'admin', [t.siteId])
    support = await staff('Support', 'support')
    moderator = await staff('Moderator', 'moderator')
    operator = await staff('Operator', 'operator')
    alice = await insertMember(t.db, t.siteId, { name: 'Alice' })
    bob = await insertMember(t.db, t.siteId, { name: 'Bob' })
    const site = await t.db
      .insertInto('sites')
      .values({
        slug: `audit-other-${engine}`,
        name: 'Other',
        domain: 'audit-other.test',
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    otherSite = site.id
    const company = await t.db
      .selectFrom('company_info')
      .selectAll()
      .where('site_id', '=', t.siteId)
      .executeTakeFirstOrThrow()
    await t.db
      .insertInto('company_info')
      .values({ ...company, site_id: otherSite })
      .execute()
    foreigner = await insertMember(t.db, otherSite, { name: 'Fiona' })
  })
  afterAll(() => t.close())

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    cookie = '',
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'localhost', cookie },
      payload: payload as Record<string, unknown> | undefined,
    })
  const audit = (query = '', cookie = admin.cookie) => call('GET', `/api/staff/audit.php?${query}`, cookie)
  const entries = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200)
    return response.json().entries as Entry[]
  }
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json().error.code).toBe(code)
  }

  describe('staff actions through the API', () => {
    beforeAll(async () => {
      // Four actions, by two admins and a support, on two members and a member of another site.
      const steps: [string, string, Record<string, unknown>, string][] = [
        ['PUT', '/api/staff/member.php', { id: alice, name: 'Alicia' }, admin.cookie],
        ['POST', '/api/staff/credits.php', { member: bob, amount: 7, reason: 'Goodwill' }, second.cookie],
        [
          'PUT',
          '/api/staff/member.php',
          { id: alice, status: 'disabled', reason: 'Scammer' },
          support.cookie,
        ],
        ['PUT', '/api/staff/member.php', { id: foreigner, city: 'Gent' }, admin.cookie],
      ]
      for (const [method, url, payload, cookie] of steps) {
        const response = await call(method as 'PUT' | 'POST', url, cookie, payload)
        expect(response.statusCode, response.body).toBe(200)
      }
    })

    it('answers every entry newest first, with the e-mail address of the staff member', async () => {
      const response = await audit()
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.json()).toMatchObject({ page: 1, has_more: false })
      const list = entries(response)
      expect(list.map((e) => [e.action, e.target_id, e.staff_id])).toEqual([
        ['member.edited', foreigner, admin.id],
        ['member.disabled', alice, support.id],
        ['member.credits', bob, second.id],
        ['member.edited', alice, admin.id],
      ])
      const ids = list.map((e) => e.id)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
      const emails = await t.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', 'in', [admin.id, second.id, support.id])
        .execute()
      const emailOf = (id: number) => emails.find((row) => row.id === id)?.email
      expect(list[1]).toEqual({
        id: expect.any(Number),
        staff_id: support.id,
        staff_email: emailOf(support.id),
        site_id: t.siteId,
        ip: '127.0.0.1',
        action: 'member.disabled',
        target_kind: 'member',
        target_id: alice,
        reason: 'Scammer',
        before: { status: 'active' },
        after: { status: 'disabled' },
        created_at: expect.any(Number),
      })
      expect(list[2]).toMatchObject({
        staff_email: emailOf(second.id),
        reason: 'Goodwill',
        before: { credits: 0 },
        after: { credits: 7 },
      })
      expect(list[3]).toMatchObject({
        staff_email: emailOf(admin.id),
        reason: null,
        before: { name: 'Alice' },
        after: { name: 'Alicia' },
      })
      expect(list[0]).toMatchObject({
        site_id: otherSite,
        before: { city: 'Utrecht' },
        after: { city: 'Gent' },
      })
      expect(list[0]?.created_at).toBeGreaterThanOrEqual(list[3]?.created_at ?? Number.POSITIVE_INFINITY)
    })

    it('filters by staff member, target and action', async () => {
      const actions = async (query: string) => entries(await audit(query)).map((e) => [e.action, e.target_id])
      expect(await actions(`staff=${admin.id}`)).toEqual([
        ['member.edited', foreigner],
        ['member.edited', alice],
      ])
      expect(await actions(`staff=${second.id}`)).toEqual([['member.credits', bob]])
      expect(await actions(`staff=${moderator.id}`)).toEqual([])
      expect(await actions(`target_kind=member&target=${alice}`)).toEqual([
        ['member.disabled', alice],
        ['member.edited', alice],
      ])
      expect(await actions(`target_kind=site&target=${alice}`)).toEqual([])
      expect(await actions(`target=${bob}`)).toEqual([['member.credits', bob]])
      expect(await actions('action=member.edited')).toEqual([
        ['member.edited', foreigner],
        ['member.edited', alice],
      ])
      expect(
        await actions(`action=member.edited&staff=${admin.id}&target_kind=member&target=${alice}`),
      ).toEqual([['member.edited', alice]])
      expect(await actions('action=member.role')).toEqual([])
    })

    it("shows an admin restricted to sites only those sites' entries", async () => {
      const list = entries(await audit('', local.cookie))
      expect(list.map((e) => e.action)).toEqual(['member.disabled', 'member.credits', 'member.edited'])
      expect(list.every((e) => e.site_id === t.siteId)).toBe(true)
      expect(entries(await audit(`target=${foreigner}`, local.cookie))).toEqual([])
      expect(entries(await audit(`target=${foreigner}`))).toHaveLength(1)
    })
  })

  it('pages through 50 entries at a time', async () => {
    const now = Date.now()
    for (let i = 0; i < 53; i++)
      await insertAuditRow(t.db, {
        staffId: admin.id,
        siteId: t.siteId,
        ip: '192.0.2.1',
        action: 'test.paging',
        targetKind: 'member',
        targetId: bob,
        reason: `entry ${i}`,
        before: null,
        after: null,
        now: now + i,
      })
    const first = await audit('action=test.paging')
    expect(first.json()).toMatchObject({ page: 1, has_more: true })
    const firstReasons = entries(first).map((e) => e.reason)
    expect(firstReasons).toHaveLength(50)
    expect(firstReasons[0]).toBe('entry 52')
    expect(firstReasons[49]).toBe('entry 3')
    const second = await audit('action=test.paging&page=2')
    expect(second.json()).toMatchObject({ page: 2, has_more: false })
    expect(entries(second).map((e) => e.reason)).toEqual(['entry 2', 'entry 1', 'entry 0'])
    expect(entries(second)[0]).toMatchObject({ before: null, after: null, ip: '192.0.2.1' })
    expect(entries(await audit('action=test.paging&page=3'))).toEqual([])
  })

  it('hides entries without a site, and those of other sites, from a restricted admin', async () => {
    await insertAuditRow(t.db, {
      staffId: 0,
      siteId: null,
      ip: 'cli',
      action: 'staff.promoted',
      targetKind: 'staff',
      targetId: local.id,
      reason: null,
      before: null,
      after: JSON.stringify({ role: 'admin' }),
      now: Date.now(),
    })
    const all = entries(await audit('action=staff.promoted'))
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({
      staff_id: 0,
      staff_email: null,
      site_id: null,
      ip: 'cli',
      after: { role: 'admin' },
    })
    expect(entries(await audit('action=staff.promoted', local.cookie))).toEqual([])
    const everything = entries(await audit('', local.cookie))
    expect(everything.every((e) => e.site_id === t.siteId)).toBe(true)
  })

  it('refuses bad input with 400', async () => {
    for (const query of [
      'page=0',
      'page=x',
      'staff=abc',
      'target_kind=user',
      'action=DROP%20TABLE',
      'other=1',
    ]) {
      const response = await audit(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.code, query).toBe('validation_failed')
    }
  })

  it('is for admins only', async () => {
    for (const member of [support, moderator, operator])
      expectError(await audit('', member.cookie), 403, 'forbidden')
    const plain = await signupMember(t, 'Plain')
    expectError(await audit('', plain.cookie), 403, 'forbidden')
    expectError(await audit('', ''), 403, 'authentication_required')
    expectError(await audit('page=0', ''), 403, 'authentication_required')
  })

  it('has no route that changes the log', async () => {
    const before = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute()
    expect(before.length).toBeGreaterThan(0)
    const first = before[0]?.id ?? 0
    for (const method of ['PUT', 'DELETE', 'POST', 'PATCH'] as const)
      for (const url of ['/api/staff/audit.php', `/api/staff/audit.php?id=${first}`]) {
        const response = await call(method, url, admin.cookie, { id: first, action: 'member.nothing' })
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode)
      }
    expect(await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before)
    expect(await count()).toBe(before.length)
  })
})
