import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { AppError } from '#server/errors.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { welcomeCode } from '#shared/api/payments.js'
import { timeBonusSeconds } from '#shared/constants.js'
import { insertMember } from '../members/fixtures.js'
import { welcomeCodeId } from './fixtures.js'
import { activeDiscountOf, claimDiscount, lookUpCode, recordDiscountUse, resolveDiscount } from './service.js'

const hour = 3_600_000

describe.each(engines)('discount resolution [%s]', (engine) => {
  let t: TestApp
  const now = Date.UTC(2026, 5, 1, 12)
  const purchase = { method: 'ideal' as const, country: 'NL', currency: 'EUR', amountCents: 1999, now }

  beforeAll(async () => {
    t = await createTestApp(engine)
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.deleteFrom('discount_code_uses').execute()
    await t.db.deleteFrom('discount_codes').where('code', '!=', welcomeCode).execute()
    await t.db.updateTable('discount_codes').set({ status: 'active', expires_at: null }).execute()
  })

  const site = () => ({ id: t.siteId })
  const welcomeId = () => welcomeCodeId(t)
  const newMember = (signupAt = now - hour, paid = false) => insertMember(t.db, t.siteId, { signupAt, paid })
  const addCode = async (code: string, values: Record<string, string | number | null> = {}) =>
    (
      await t.db
        .insertInto('discount_codes')
        .values({ site_id: t.siteId, code, value_percentage: 10, created_at: now, ...values })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  const refusedWith = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(AppError)
    return error as AppError
  }

  it('seeds the welcome code once per site', async () => {
    const rows = await t.db.selectFrom('discount_codes').selectAll().where('code', '=', welcomeCode).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ value_percentage: 25, status: 'active', validity: 'once-per-user' })
  })

  it('gives the time bonus within 4 hours of signup, then the unused welcome code, never to paid members', async () => {
    const id = await welcomeId()
    const fresh = await newMember(now - (timeBonusSeconds - 1) * 1000)
    expect(await resolveDiscount(t.db, { site: site(), userId: fresh, ...purchase })).toEqual({
      discountCodeId: id,
      percentage: 25,
      kind: 'time_bonus',
    })
    const older = await newMember(now - timeBonusSeconds * 1000)
    expect(await resolveDiscount(t.db, { site: site(), userId: older, ...purchase })).toEqual({
      discountCodeId: id,
      percentage: 25,
      kind: 'code',
    })
    const paid = await newMember(now - hour, true)
    expect(await resolveDiscount(t.db, { site: site(), userId: paid, ...purchase })).toBeNull()
    await recordDiscountUse(t.db, { discountCodeId: id, userId: older, paymentId: null })
    expect(await resolveDiscount(t.db, { site: site(), userId: older, ...purchase })).toBeNull()
  })

  it('offers nothing when the operator switched the welcome code off or it expired', async () => {
    const member = await newMember()
    await t.db
      .updateTable('discount_codes')
      .set({ status: 'inactive' })
      .where('code', '=', welcomeCode)
      .execute()
    expect(await resolveDiscount(t.db, { site: site(), userId: member, ...purchase })).toBeNull()
    expect(
      await activeDiscountOf(t.db, site(), { id: member, paidUser: false, signupDate: now - hour }, now),
    ).toBeNull()
    await t.db
      .updateTable('discount_codes')
      .set({ status: 'active', expires_at: now })
      .where('code', '=', welcomeCode)
      .execute()
    expect(await resolveDiscount(t.db, { site: site(), userId: member, ...purchase })).toBeNull()
  })

  it('tells the active discount for bundles: time bonus with its seconds, else the code', async () => {
    const member = await newMember()
    const viewer = { id: member, paidUser: false, signupDate: now - hour }
    expect(await activeDiscountOf(t.db, site(), viewer, now)).toEqual({
      kind: 'time_bonus',
      code: welcomeCode,
      percentage: 25,
      remaining_seconds: 3 * 3600,
    })
    expect(await activeDiscountOf(t.db, site(), { ...viewer, signupDate: now - 5 * hour }, now)).toEqual({
      kind: 'code',
      code: welcomeCode,
      percentage: 25,
      remaining_seconds: null,
    })
    expect(await activeDiscountOf(t.db, site(), { ...viewer, paidUser: true }, now)).toBeNull()
    expect(await activeDiscountOf(t.db, site(), null, now)).toBeNull()
  })

  it('applies a typed code that meets every rule, case-insensitively', async () => {
    const member = await newMember(now - 5 * hour, true)
    const id = await addCode('SUMMER10', {
      country: 'NL',
      currency: 'EUR',
      minimum_order_value: 1999,
      paymentmethods: JSON.stringify(['ideal', 'sdd']),
      expires_at: now + 1,
      validity: 'once-per-user',
    })
    expect(
      await resolveDiscount(t.db, { site: site(), userId: member, code: ' summer10 ', ...purchase }),
    ).toEqual({
      discountCodeId: id,
      percentage: 10,
      kind: 'code',
    })
  })

  it('takes at most 90 percent off, whatever the operator typed', async () => {
    const member = await newMember(now - 5 * hour, true)
    const id = await addCode('FREEBIE', { value_percentage: 100 })
    expect(
      await resolveDiscount(t.db, { site: site(), userId: member, code: 'FREEBIE', ...purchase }),
    ).toEqual({ discountCodeId: id, percentage: 90, kind: 'code' })
  })

  it('refuses a typed code for each broken rule with its own error', async () => {
    const member = await newMember(now - 5 * hour, true)
    const other = await newMember()
    await addCode('NLONLY', { country: 'BE' })
    await addCode('CHF', { currency: 'CHF' })
    await addCode('CARDS', { paymentmethods: JSON.stringify(['creditcard']) })
    await addCode('BIG', { minimum_order_value: 2000, currency: 'EUR' })
    await addCode('OLD', { expires_at: now })
    await addCode('PAUSED', { status: 'inactive' })
    await addCode('YOURS', { user_id: other })
    const cases: [string, string, string | undefined][] = [
      ['NOPE', 'code_not_found', undefined],
      ['PAUSED', 'code_not_found', undefined],
      ['YOURS', 'code_not_found', undefined],
      [welcomeCode, 'code_not_found', undefined],
      ['OLD', 'code_expired', undefined],
      ['NLONLY', 'code_not_applicable', 'discounts.errors.wrong_country'],
      ['CHF', 'code_not_applicable', 'discounts.errors.wrong_currency'],
      ['CARDS', 'code_not_applicable', 'discounts.errors.wrong_method'],
      ['BIG', 'code_not_applicable', 'discounts.errors.minimum_order'],
    ]
    for (const [code, errorCode, key] of cases) {
      const error = await refusedWith(
        resolveDiscount(t.db, { site: site(), userId: member, code, ...purchase }),
      )
      expect(error.code, code).toBe(errorCode)
      if (key) expect(error.messageKey, code).toBe(key)
    }
    const big = await refusedWith(
      resolveDiscount(t.db, { site: site(), userId: member, code: 'BIG', ...purchase }),
    )
    expect(big.options.details).toMatchObject({ minimum_order_value: 2000, currency: 'EUR' })
  })

  it('refuses a once-per-user code used before, and lets an unlimited code be used again', async () => {
    const member = await newMember(now - 5 * hour, true)
    const once = await addCode('ONCE')
    const always = await addCode('ALWAYS', { validity: 'unlimited' })
    await recordDiscountUse(t.db, { discountCodeId: once, userId: member, paymentId: null })
    const error = await refusedWith(
      resolveDiscount(t.db, { site: site(), userId: member, code: 'ONCE', ...purchase }),
    )
    expect(error.code).toBe('code_already_used')
    await recordDiscountUse(t.db, { discountCodeId: always, userId: member, paymentId: null })
    await recordDiscountUse(t.db, { discountCodeId: always, userId: member, paymentId: null })
    expect(
      await resolveDiscount(t.db, { site: site(), userId: member, code: 'ALWAYS', ...purchase }),
    ).toMatchObject({
      discountCodeId: always,
    })
    const uses = await t.db.selectFrom('discount_code_uses').select('use_key').orderBy('id').execute()
    expect(uses.map((u) => u.use_key)[0]).toBe(`${once}:${member}`)
    expect(uses).toHaveLength(3)
  })

  it('of 20 concurrent uses of a once-per-user code, writes one; the others are code_already_used', async () => {
    const member = await newMember()
    const id = await welcomeId()
    const attempts = Array.from({ length: 20 }, () =>
      t.db
        .transaction()
        .execute((trx) => recordDiscountUse(trx, { discountCodeId: id, userId: member, paymentId: null })),
    )
    const results = await Promise.allSettled(attempts)
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as AppError).code).toBe('code_already_used')
    }
    const rows = await t.db
      .selectFrom('discount_code_uses')
      .selectAll()
      .where('user_id', '=', member)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('lets a code valid once in all discount the first completed payment of anybody, then refuses it to all', async () => {
    const [ann, ben] = [await newMember(), await newMember()]
    const once = await addCode('FIRSTONE', { validity: 'once', value_percentage: 30 })
    // Open checkouts of both are priced with it: nothing is used until a payment completes (decision 0014).
    for (const member of [ann, ben])
      expect(
        await resolveDiscount(t.db, { site: site(), userId: member, code: 'firstone', ...purchase }),
      ).toMatchObject({ discountCodeId: once, percentage: 30 })
    expect(await claimDiscount(t.db, { discountCodeId: once, userId: ann, paymentId: null })).toBe('claimed')
    // Ben's checkout, paid after Ann's, counts at the full price; Ann herself cannot use it again either.
    expect(await claimDiscount(t.db, { discountCodeId: once, userId: ben, paymentId: null })).toBe('taken')
    for (const member of [ben, ann]) {
      const error = await refusedWith(
        resolveDiscount(t.db, { site: site(), userId: member, code: 'FIRSTONE', ...purchase }),
      )
      expect(error.code).toBe('code_already_used')
    }
    const lookup = await refusedWith(
      lookUpCode(t.db, site(), { id: ben, paidUser: false }, { code: 'FIRSTONE' }),
    )
    expect(lookup.code).toBe('code_already_used')
    const uses = await t.db.selectFrom('discount_code_uses').select(['use_key', 'user_id']).execute()
    expect(uses).toEqual([{ use_key: `${once}:once`, user_id: ann }])
  })

  it('of 10 concurrent completions with a code valid once, from different members, claims one', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember()))
    const once = await addCode('RACE', { validity: 'once' })
    const results = await Promise.all(
      members.map((member) =>
        t.db
          .transaction()
          .execute((trx) => claimDiscount(trx, { discountCodeId: once, userId: member, paymentId: null })),
      ),
    )
    expect(results.filter((r) => r === 'claimed')).toHaveLength(1)
    const rows = await t.db
      .selectFrom('discount_code_uses')
      .selectAll()
      .where('discount_code_id', '=', once)
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('refuses a paused code as not found until it is active again', async () => {
    const member = await newMember()
    const id = await addCode('HOLD', { status: 'paused' })
    const error = await refusedWith(
      resolveDiscount(t.db, { site: site(), userId: member, code: 'HOLD', ...purchase }),
    )
    expect(error.code).toBe('code_not_found')
    await t.db.updateTable('discount_codes').set({ status: 'active' }).where('id', '=', id).execute()
    expect(
      await resolveDiscount(t.db, { site: site(), userId: member, code: 'HOLD', ...purchase }),
    ).toMatchObject({ discountCodeId: id })
  })

  it("caps every discount at the site's maximum percentage, and never above 90", async () => {
    const member = await newMember()
    await addCode('HUGE', { value_percentage: 95 })
    const percentageOf = async () =>
      (await resolveDiscount(t.db, { site: site(), userId: member, code: 'HUGE', ...purchase }))?.percentage
    expect(await percentageOf()).toBe(90)
    const setting = { site_id: t.siteId, name: 'discount_max_percentage' }
    await t.db
      .insertInto('site_settings')
      .values({ ...setting, value: '20' })
      .execute()
    try {
      expect(await percentageOf()).toBe(20)
      // The welcome discount (25 %) is capped the same way.
      const fresh = await newMember(now - hour)
      expect(await resolveDiscount(t.db, { site: site(), userId: fresh, ...purchase })).toMatchObject({
        percentage: 20,
      })
    } finally {
      await t.db
        .deleteFrom('site_settings')
        .where((eb) => eb.and(setting))
        .execute()
    }
  })
})
