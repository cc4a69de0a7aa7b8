import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { promoteToStaff } from '#server/test/staff.js'
import type { BundlesResponse, StartPaymentResponse } from '#shared/api/payments.js'
import { welcomeCode } from '#shared/api/payments.js'
import type { DiscountPageResponse, StaffDiscountsResponse } from '#shared/api/staff-discounts.js'
import { catalogues } from '#shared/i18n/resources.js'
import { insertForeignMember, type Member, signupMember } from '../members/fixtures.js'
import { providerPaymentIdOf } from '../payments/fixtures.js'

type Method = 'GET' | 'POST' | 'PUT'

describe.each(engines)('the discount codes desk [%s]', (engine) => {
  let t: TestApp
  let admin = ''
  let others: [string, string][] = []
  let member: Member
  let foreigner = 0
  const host = 'amora.test'
  const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString()

  const call = (method: Method, url: string, cookie = '', payload?: unknown, locale?: string) =>
    t.app.inject({
      method,
      url,
      headers: { host, cookie: locale ? `${cookie}; i18n_redirected=${locale}` : cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  const valid = (changes: Record<string, unknown> = {}) => ({
    site_id: t.siteId,
    code: 'spring-30',
    value_percentage: 30,
    minimum_order_value: 0,
    country: 'NL',
    currency: null,
    paymentmethods: [],
    validity: 'once-per-user',
    expires_at: inAMonth(),
    user_id: null,
    ...changes,
  })

  async function create(changes: Record<string, unknown> = {}): Promise<DiscountPageResponse> {
    const response = await call('POST', '/api/staff/discounts.php', admin, valid(changes))
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  const count = async (table: 'discount_codes' | 'audit_log') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const auditRows = (action: string, targetId: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_kind', '=', 'discount_code')
      .where('target_id', '=', targetId)
      .execute()

  /** A member buys the first bundle with the code through the test provider, which reports it paid. */
  async function pay(who: Member, code: string): Promise<StartPaymentResponse['payment']> {
    const payment = await start(who, code)
    await paid(payment.id)
    return payment
  }

  async function start(who: Member, code: string): Promise<StartPaymentResponse['payment']> {
    const bundles = (await call('GET', '/api/bundles.php', who.cookie)).json() as BundlesResponse
    const bundle = bundles.bundles.find((b) => b.price.currency === 'EUR') ?? bundles.bundles[0]
    if (!bundle) throw new Error('no bundle')
    const started = await call('POST', '/api/payment.php', who.cookie, {
      agree_terms: true,
      method: 'ideal',
      bundle: bundle.id,
      discount_code: code,
    })
    expect(started.statusCode, started.body).toBe(200)
    return (started.json() as StartPaymentResponse).payment
  }

  /** The provider reports the payment paid and calls the webhook, as a real provider would. */
  async function paid(paymentId: number): Promise<void> {
    const id = await providerPaymentIdOf(t.db, paymentId)
    await t.db.updateTable('test_provider_payments').set({ status: 'paid' }).where('id', '=', id).execute()
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=test',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id }).toString(),
    })
    expect(hook.statusCode, hook.body).toBe(200)
  }

  async function nlMember(name: string): Promise<Member> {
    const who = await signupMember(t, name)
    await t.db.updateTable('profiles').set({ country: 'NL' }).where('user_id', '=', who.id).execute()
    return who
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { RATE_LIMIT_SCALE: '100' } })
    admin = await promoteToStaff(t.db, (await signupMember(t, 'Admin')).id, 'admin')
    others = []
    for (const role of ['support', 'moderator', 'operator'] as const)
      others.push([role, await promoteToStaff(t.db, (await signupMember(t, role)).id, role)])
    member = await nlMember('Nora')
    foreigner = await insertForeignMember(t, `discounts-${engine}`)
  })
  afterAll(() => t.close())

  it('is for admins only: 403 authentication_required without a session, 403 forbidden for other roles', async () => {
    const calls: [Method, string, unknown][] = [
      ['GET', '/api/staff/discounts.php', undefined],
      ['POST', '/api/staff/discounts.php', valid()],
      ['GET', '/api/staff/discount.php?id=1', undefined],
      ['PUT', '/api/staff/discount.php', { id: 1, ...valid(), site_id: undefined }],
      ['POST', '/api/staff/discount-status.php', { id: 1, action: 'pause' }],
    ]
    for (const [method, url, payload] of calls) {
      const anonymous = await call(method, url, '', payload)
      expect(anonymous.statusCode).toBe(403)
      expect(anonymous.json().error.code).toBe('authentication_required')
      for (const cookie of [member.cookie, ...others.map(([, c]) => c)]) {
        const refused = await call(method, url, cookie, payload)
        expect(refused.statusCode, `${method} ${url}`).toBe(403)
        expect(refused.json().error.code).toBe('forbidden')
      }
    }
    expect(await count('discount_codes')).toBe(1)
  })

  it('makes a code in capitals with an audit row, and lists it with the welcome code', async () => {
    const before = await count('audit_log')
    const { discount, uses } = await create({ paymentmethods: ['ideal', 'creditcard'], currency: 'EUR' })
    expect(discount).toMatchObject({
      code: 'SPRING-30',
      value_percentage: 30,
      country: 'NL',
      currency: 'EUR',
      validity: 'once-per-user',
      paymentmethods: ['ideal', 'creditcard'],
      status: 'active',
      expired: false,
      welcome: false,
      uses: 0,
      revenue: [],
    })
    expect(uses).toEqual([])
    const [row] = await auditRows('discount.create', discount.id)
    expect(JSON.parse(row?.after_values ?? '{}')).toMatchObject({ code: 'SPRING-30', value_percentage: 30 })
    expect(await count('audit_log')).toBe(before + 1)

    const list = (await call('GET', '/api/staff/discounts.php', admin)).json() as StaffDiscountsResponse
    expect(list.discounts.map((d) => d.code)).toEqual(['SPRING-30', welcomeCode])
    expect(list.discounts[1]).toMatchObject({ welcome: true, validity: 'once-per-user' })
    expect(list).toMatchObject({ page: 1, has_more: false })
    const found = (await call('GET', '/api/staff/discounts.php?search=ing-3', admin)).json()
    expect(found.discounts.map((d: { code: string }) => d.code)).toEqual(['SPRING-30'])
    const paused = (await call('GET', '/api/staff/discounts.php?status=paused', admin)).json()
    expect(paused.discounts).toEqual([])
  })

  it('refuses each bad field with a 400 naming it, in the staff member’s language, and writes nothing', async () => {
    const setting = { site_id: t.siteId, name: 'discount_max_percentage' }
    await t.db
      .insertInto('site_settings')
      .values({ ...setting, value: '50' })
      .execute()
    t.sites.forgetCached()
    await create({ code: 'TAKEN-CODE' })
    const cases: [string, Record<string, unknown>][] = [
      ['code', { code: 'no spaces!' }],
      ['code', { code: 'Taken-Code' }],
      ['value_percentage', { value_percentage: 60 }],
      ['value_percentage', { value_percentage: 0 }],
      ['minimum_order_value', { minimum_order_value: -1 }],
      ['country', { country: 'XX' }],
      ['currency', { currency: 'JPY' }],
      ['paymentmethods.0', { paymentmethods: ['bitcoin'] }],
      ['paymentmethods', { paymentmethods: ['ideal', 'giropay'] }],
      ['paymentmethods', { paymentmethods: ['sofort'] }],
      ['expires_at', { expires_at: new Date(Date.now() - 60_000).toISOString() }],
      ['user_id', { user_id: foreigner }],
    ]
    const codes = await count('discount_codes')
    const audits = await count('audit_log')
    try {
      for (const [field, changes] of cases) {
        const payload = valid({ code: 'BAD-FIELDS', ...changes })
        const response = await call('POST', '/api/staff/discounts.php', admin, payload, 'de')
        expect(response.statusCode, JSON.stringify(changes)).toBe(400)
        expect(response.json().error).toMatchObject({ code: 'validation_failed', field })
      }
      const over = await call(
        'POST',
        '/api/staff/discounts.php',
        admin,
        valid({ code: 'OVER', value_percentage: 60 }),
        'de',
      )
      expect(over.json().error.message).toBe(
        catalogues.de.staff.errors.discount_percentage_site_max.replace('{{max}}', '50'),
      )
      const retired = await call(
        'POST',
        '/api/staff/discounts.php',
        admin,
        valid({ code: 'RETIRED', paymentmethods: ['giropay'] }),
      )
      expect(retired.json().error.message).toBe(catalogues.en.staff.errors.discount_method_retired)
    } finally {
      await t.db
        .deleteFrom('site_settings')
        .where((eb) => eb.and(setting))
        .execute()
      t.sites.forgetCached()
    }
    expect(await count('discount_codes')).toBe(codes)
    expect(await count('audit_log')).toBe(audits)
  })

  it('changes a code with its before and after audited; the welcome code keeps its text and validity', async () => {
    const { discount } = await create({ code: 'edit-me' })
    const { site_id: _site, ...fields } = valid({
      code: 'edit-me',
      value_percentage: 40,
      country: null,
      expires_at: discount.expires_at,
    })
    const response = await call('PUT', '/api/staff/discount.php', admin, { id: discount.id, ...fields })
    expect(response.statusCode, response.body).toBe(200)
    expect((response.json() as DiscountPageResponse).discount).toMatchObject({
      value_percentage: 40,
      country: null,
    })
    const [row] = await auditRows('discount.edit', discount.id)
    expect(JSON.parse(row?.before_values ?? '{}')).toEqual({ value_percentage: 30, country: 'NL' })
    expect(JSON.parse(row?.after_values ?? '{}')).toEqual({ value_percentage: 40, country: null })

    const welcome = await t.db
      .selectFrom('discount_codes')
      .select('id')
      .where('code', '=', welcomeCode)
      .where('site_id', '=', t.siteId)
      .executeTakeFirstOrThrow()
    const base = { ...fields, id: welcome.id, code: welcomeCode, value_percentage: 20, expires_at: null }
    for (const [field, change] of [
      ['code', { code: 'WELCOME' }],
      ['validity', { validity: 'unlimited' }],
      ['user_id', { user_id: member.id }],
    ] as const) {
      const refused = await call('PUT', '/api/staff/discount.php', admin, { ...base, ...change })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error).toMatchObject({ field })
    }
    const lowered = await call('PUT', '/api/staff/discount.php', admin, base)
    expect(lowered.statusCode, lowered.body).toBe(200)
    expect(lowered.json().discount).toMatchObject({ code: welcomeCode, value_percentage: 20 })
    await call('PUT', '/api/staff/discount.php', admin, { ...base, value_percentage: 25 })
  })

  it('pauses (members are told the code is not found), resumes and expires a code, each audited', async () => {
    const { discount } = await create({ code: 'PAUSE-ME', validity: 'unlimited' })
    const lookUp = () => call('GET', '/api/discountcode.php?code=pause-me', member.cookie)
    expect((await lookUp()).statusCode).toBe(200)
    const status = (action: string) =>
      call('POST', '/api/staff/discount-status.php', admin, { id: discount.id, action })

    const paused = await status('pause')
    expect(paused.json().discount.status).toBe('paused')
    expect((await lookUp()).json().error.code).toBe('code_not_found')
    expect(await auditRows('discount.pause', discount.id)).toHaveLength(1)
    const listed = (await call('GET', '/api/staff/discounts.php?status=paused', admin)).json()
    expect(listed.discounts.map((d: { id: number }) => d.id)).toEqual([discount.id])

    expect((await status('resume')).json().discount.status).toBe('active')
    expect((await lookUp()).statusCode).toBe(200)
    expect(await auditRows('discount.resume', discount.id)).toHaveLength(1)

    const expired = (await status('expire')).json().discount
    expect(expired).toMatchObject({ status: 'active', expired: true })
    expect((await lookUp()).json().discountcode.expired).toBe(true)
    const [row] = await auditRows('discount.expire', discount.id)
    expect(JSON.parse(row?.after_values ?? '{}').expires_at).toBeLessThanOrEqual(Date.now())
    const ended = (await call('GET', '/api/staff/discounts.php?status=expired', admin)).json()
    expect(ended.discounts.map((d: { id: number }) => d.id)).toContain(discount.id)
    // Editing an expired code without moving its expiry is allowed.
    const { site_id: _site, ...fields } = valid({ code: 'PAUSE-ME', validity: 'unlimited' })
    const kept = await call('PUT', '/api/staff/discount.php', admin, {
      ...fields,
      id: discount.id,
      expires_at: expired.expires_at,
      value_percentage: 12,
    })
    expect(kept.statusCode, kept.body).toBe(200)
  })

  it('answers 404 for a code that does not exist, and 400 for a bad id or action', async () => {
    expect((await call('GET', '/api/staff/discount.php?id=999999', admin)).statusCode).toBe(404)
    const missing = await call('POST', '/api/staff/discount-status.php', admin, {
      id: 999999,
      action: 'pause',
    })
    expect(missing.json().error.code).toBe('not_found')
    expect((await call('GET', '/api/staff/discount.php?id=abc', admin)).statusCode).toBe(400)
    const action = await call('POST', '/api/staff/discount-status.php', admin, { id: 1, action: 'delete' })
    expect(action.json().error).toMatchObject({ code: 'validation_failed', field: 'action' })
  })

  it('counts completed uses and the revenue they brought, less refunds, with the latest uses', async () => {
    const { discount } = await create({ code: 'PAYDAY', validity: 'unlimited', value_percentage: 30 })
    const [ann, ben] = [await nlMember('Ann'), await nlMember('Ben')]
    // A checkout left open is not a use.
    const open = await call('GET', '/api/bundles.php', ann.cookie)
    expect(open.statusCode).toBe(200)
    const first = await pay(ann, 'PAYDAY')
    const second = await pay(ben, 'payday')
    expect(first.discount_percentage).toBe(30)
    await t.db
      .updateTable('payments')
      .set({ amount_refunded_cents: 100 })
      .where('id', '=', second.id)
      .execute()

    const page = (
      await call('GET', `/api/staff/discount.php?id=${discount.id}`, admin)
    ).json() as DiscountPageResponse
    const total = first.amount.cents + second.amount.cents - 100
    expect(page.discount).toMatchObject({ uses: 2, revenue: [{ cents: total, currency: 'EUR' }] })
    expect(page.uses.map((u) => [u.member.id, u.payment_id])).toEqual([
      [ben.id, second.id],
      [ann.id, first.id],
    ])
    expect(page.uses[0]?.amount).toEqual({ cents: second.amount.cents - 100, currency: 'EUR' })
    expect(page.uses[1]?.member.name).toBe('Ann')
    const list = (await call('GET', '/api/staff/discounts.php?search=payday', admin)).json()
    expect(list.discounts[0]).toMatchObject({ uses: 2, revenue: [{ cents: total, currency: 'EUR' }] })
  })

  it('lets a code valid once in all go to the first completed payment; the second member is refused', async () => {
    await create({ code: 'ONLY-ONE', validity: 'once', value_percentage: 20 })
    const [cas, dan] = [await nlMember('Cas'), await nlMember('Dan')]
    await pay(cas, 'ONLY-ONE')
    const refused = await call('GET', '/api/discountcode.php?code=ONLY-ONE', dan.cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('code_already_used')
    expect(refused.json().error.message).toBe(catalogues.en.discounts.errors.already_used)
  })

  it('counts a second checkout opened with a code valid once, and paid after the first, at the full price', async () => {
    const { discount } = await create({ code: 'RACE-ONCE', validity: 'once', value_percentage: 50 })
    const [eva, finn] = [await nlMember('Eva'), await nlMember('Finn')]
    // Both open a checkout while the code is unused: both are priced with it (decision 0014).
    const first = await start(eva, 'RACE-ONCE')
    const second = await start(finn, 'RACE-ONCE')
    expect([first.discount_percentage, second.discount_percentage]).toEqual([50, 50])
    await paid(second.id)
    await paid(first.id)
    const view = (who: Member, id: number) => call('GET', `/api/payment.php?id=${id}`, who.cookie)
    expect((await view(finn, second.id)).json().payment).toMatchObject({ discount_withdrawn: false })
    const late = (await view(eva, first.id)).json().payment
    expect(late).toMatchObject({ state: 'completed', discount_withdrawn: true })
    expect(late.credits).toBe(Math.floor((first.credits * 50) / 100))
    const page = (await call('GET', `/api/staff/discount.php?id=${discount.id}`, admin)).json()
    expect(page.discount.uses).toBe(1)
    expect(page.uses.map((u: { member: { id: number } }) => u.member.id)).toEqual([finn.id])
  })
})
