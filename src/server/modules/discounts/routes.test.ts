import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import type { DiscountCodeResponse } from '#shared/api/payments.js'
import { welcomeCode } from '#shared/api/payments.js'
import { timeBonusSeconds } from '#shared/constants.js'
import { locales } from '#shared/i18n/languages.js'
import { catalogues } from '#shared/i18n/resources.js'
import { type Member, signupMember } from '../members/fixtures.js'
import { welcomeCodeId } from './fixtures.js'
import { recordDiscountUse } from './service.js'

describe.each(engines)('discountcode.php and the time bonus of user.php [%s]', (engine) => {
  let t: TestApp
  let fresh: Member
  let paid: Member
  let other: Member

  beforeAll(async () => {
    t = await createTestApp(engine, { env: { RATE_LIMIT_SCALE: '100' } })
    fresh = await signupMember(t, 'Fresh')
    paid = await signupMember(t, 'Paid', { paid: true })
    other = await signupMember(t, 'Other')
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.deleteFrom('discount_code_uses').execute()
    await t.db.deleteFrom('discount_codes').where('code', '!=', welcomeCode).execute()
    await t.db.updateTable('users').set({ signup_date: Date.now() }).where('id', '=', fresh.id).execute()
  })

  const get = (url: string, cookie = '', locale?: string) =>
    t.app.inject({
      url,
      headers: { host: 'localhost', cookie: locale ? `${cookie}; i18n_redirected=${locale}` : cookie },
    })
  const welcomeId = () => welcomeCodeId(t)
  const addCode = (code: string, values: Record<string, string | number | null> = {}) =>
    t.db
      .insertInto('discount_codes')
      .values({ site_id: t.siteId, code, value_percentage: 15, created_at: Date.now(), ...values })
      .execute()
  const timeBonusOf = async (who: Member) =>
    (await get('/api/user.php', who.cookie)).json().user.time_bonus as { remaining_seconds: number } | null

  it('needs a session (403 authentication_required)', async () => {
    for (const url of ['/api/discountcode.php?welcome=true', '/api/discountcode.php?code=ANY']) {
      const response = await get(url)
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('authentication_required')
    }
  })

  it('answers the welcome code to a new non-paying member, passing other query parameters through', async () => {
    const response = await get('/api/discountcode.php?welcome=true&utm_source=mail&lb=1', fresh.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect((response.json() as DiscountCodeResponse).discountcode).toEqual({
      code: welcomeCode,
      value_percentage: 25,
      minimum_order_value: 0,
      country: null,
      user_id: null,
      expires: null,
      currency: null,
      status: 'active',
      validity: 'once-per-user',
      expired: false,
      paymentmethods: [],
    })
  })

  it('looks up a code by code=, with its terms, and tells when it has expired', async () => {
    const expires = Date.now() - 1000
    await addCode('SPRING', {
      country: 'NL',
      currency: 'EUR',
      minimum_order_value: 2500,
      paymentmethods: JSON.stringify(['ideal', 'unknown-method']),
      validity: 'unlimited',
      expires_at: expires,
    })
    const response = await get('/api/discountcode.php?code=spring', paid.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.json().discountcode).toEqual({
      code: 'SPRING',
      value_percentage: 15,
      minimum_order_value: 2500,
      country: 'NL',
      user_id: null,
      expires: new Date(expires).toISOString(),
      currency: 'EUR',
      status: 'active',
      validity: 'unlimited',
      expired: true,
      paymentmethods: ['ideal'],
    })
    await addCode('MINE', { user_id: other.id })
    expect((await get('/api/discountcode.php?code=MINE', other.cookie)).json().discountcode.user_id).toBe(
      other.id,
    )
  })

  it('refuses bad queries with 400', async () => {
    const bad = [
      '/api/discountcode.php',
      '/api/discountcode.php?welcome=false',
      '/api/discountcode.php?code=',
      `/api/discountcode.php?code=${'A'.repeat(41)}`,
      '/api/discountcode.php?code=A&code=B',
    ]
    for (const url of bad) {
      const response = await get(url, fresh.cookie)
      expect(response.statusCode, url).toBe(400)
    }
  })

  it("answers 404 'Code not found' in the visitor's language for unknown, inactive and other members' codes", async () => {
    await addCode('PAUSED', { status: 'inactive' })
    await addCode('THEIRS', { user_id: other.id })
    for (const code of ['NOPE', 'PAUSED', 'THEIRS']) {
      const response = await get(`/api/discountcode.php?code=${code}`, fresh.cookie)
      expect(response.statusCode, code).toBe(404)
      expect(response.json().error.code).toBe('code_not_found')
    }
    for (const locale of locales) {
      const response = await get('/api/discountcode.php?code=NOPE', fresh.cookie, locale)
      expect(response.json().error.message).toBe(catalogues[locale].discounts.errors.not_found)
    }
    expect(catalogues.en.discounts.errors.not_found).toBe('Code not found')
    // A member who has paid is not offered the welcome code.
    const welcome = await get('/api/discountcode.php?welcome=true', paid.cookie)
    expect(welcome.statusCode).toBe(404)
  })

  it("answers 409 'Code already used' once a once-per-user code is used; an unlimited one stays", async () => {
    await recordDiscountUse(t.db, { discountCodeId: await welcomeId(), userId: fresh.id, paymentId: null })
    for (const locale of locales) {
      const response = await get('/api/discountcode.php?welcome=true', fresh.cookie, locale)
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toMatchObject({
        code: 'code_already_used',
        message: catalogues[locale].discounts.errors.already_used,
      })
    }
    expect(catalogues.en.discounts.errors.already_used).toBe('Code already used')
    await addCode('EVERYONE', { validity: 'unlimited' })
    const id = (
      await t.db
        .selectFrom('discount_codes')
        .select('id')
        .where('code', '=', 'EVERYONE')
        .executeTakeFirstOrThrow()
    ).id
    await recordDiscountUse(t.db, { discountCodeId: id, userId: fresh.id, paymentId: null })
    expect((await get('/api/discountcode.php?code=EVERYONE', fresh.cookie)).statusCode).toBe(200)
  })

  it('shows the time bonus on user.php for a new non-paying member only, counting down from signup', async () => {
    const bonus = await timeBonusOf(fresh)
    expect(bonus).toMatchObject({ isVisible: true, percentage: 25 })
    expect(bonus?.remaining_seconds).toBeGreaterThan(timeBonusSeconds - 60)
    expect(bonus?.remaining_seconds).toBeLessThanOrEqual(timeBonusSeconds)
    expect(await timeBonusOf(paid)).toBeNull()

    await t.db
      .updateTable('users')
      .set({ signup_date: Date.now() - 3 * 3_600_000 })
      .where('id', '=', fresh.id)
      .execute()
    const later = await timeBonusOf(fresh)
    expect(later?.remaining_seconds).toBeLessThanOrEqual(3600)
    expect(later?.remaining_seconds).toBeGreaterThan(3500)

    await t.db
      .updateTable('users')
      .set({ signup_date: Date.now() - timeBonusSeconds * 1000 })
      .where('id', '=', fresh.id)
      .execute()
    expect(await timeBonusOf(fresh)).toBeNull()
  })

  it('ends the time bonus once the welcome code is used', async () => {
    expect(await timeBonusOf(fresh)).not.toBeNull()
    await recordDiscountUse(t.db, { discountCodeId: await welcomeId(), userId: fresh.id, paymentId: null })
    expect(await timeBonusOf(fresh)).toBeNull()
  })
})

describe.each(engines)('discountcode.php rate limit [%s]', (engine) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())

  it('takes 20 lookups a minute from a member, then answers 429 in their language', async () => {
    const member = await signupMember(t, 'Guesser')
    const other = await signupMember(t, 'Patient')
    const lookup = (who: Member) =>
      t.app.inject({
        url: '/api/discountcode.php?code=GUESS',
        headers: { host: 'localhost', cookie: `${who.cookie}; i18n_redirected=de` },
      })
    for (let i = 0; i < 20; i += 1) expect((await lookup(member)).statusCode).toBe(404)
    const limited = await lookup(member)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toMatchObject({
      code: 'rate_limited',
      message: catalogues.de.errors.rate_limited,
    })
    expect((await lookup(other)).statusCode).toBe(404)
  })
})
