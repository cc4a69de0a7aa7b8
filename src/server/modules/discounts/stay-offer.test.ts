import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import type { BundlesResponse, DiscountCodeResponse } from '#shared/api/payments.js'
import { stayDiscountDays } from '#shared/api/payments.js'
import { signupMember } from '../members/fixtures.js'
import { recordDiscountUse } from './service.js'

type Member = { id: number; cookie: string }
const day = 24 * 60 * 60 * 1000

describe.each(engines)('stay-discount.php: the delete discount offered before deleting [%s]', (engine) => {
  let t: TestApp
  let leaving: Member
  let other: Member

  beforeAll(async () => {
    t = await createTestApp(engine)
    leaving = await signupMember(t, 'Leaving')
    other = await signupMember(t, 'Staying')
    await t.db.updateTable('profiles').set({ country: 'NL' }).execute()
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.deleteFrom('discount_code_uses').execute()
    await t.db.deleteFrom('discount_codes').where('code', 'like', 'STAY-%').execute()
    await setDeleteDiscount(30)
  })

  async function setDeleteDiscount(percentage: number) {
    await t.db.updateTable('company_info').set({ delete_discount: percentage }).execute()
    t.sites.forgetCached()
  }

  const offer = (who: Member | null, payload: object = {}, locale = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/stay-discount.php',
      headers: { host: 'localhost', cookie: `${who?.cookie ?? ''}; i18n_redirected=${locale}` },
      payload,
    })

  const stayCodes = () =>
    t.db.selectFrom('discount_codes').select(['code', 'user_id']).where('code', 'like', 'STAY-%').execute()

  it('gives the member a code of their own with the company delete discount, valid for a week', async () => {
    const before = Date.now()
    const response = await offer(leaving)
    expect(response.statusCode, response.body).toBe(200)
    const { discountcode } = response.json() as DiscountCodeResponse
    expect(discountcode).toMatchObject({
      value_percentage: 30,
      user_id: leaving.id,
      status: 'active',
      validity: 'once-per-user',
      expired: false,
    })
    expect(discountcode.code).toMatch(/^STAY-[A-HJ-NP-Z2-9]{8}$/)
    const expires = Date.parse(discountcode.expires ?? '')
    expect(expires).toBeGreaterThanOrEqual(before + stayDiscountDays * day)
    expect(expires).toBeLessThanOrEqual(Date.now() + stayDiscountDays * day)
  })

  it('prices the bundles with the code for its member only', async () => {
    const { discountcode } = (await offer(leaving)).json() as DiscountCodeResponse
    const url = `/api/bundles.php?code=${discountcode.code}`
    const mine = await t.app.inject({ url, headers: { host: 'localhost', cookie: leaving.cookie } })
    expect(mine.statusCode, mine.body).toBe(200)
    const [bundle] = (mine.json() as BundlesResponse).bundles
    if (!bundle) throw new Error('the site has no bundles')
    expect(bundle.discounted_price?.cents).toBe(Math.round(bundle.price.cents * 0.7))
    const theirs = await t.app.inject({ url, headers: { host: 'localhost', cookie: other.cookie } })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().error.message).toBe('Code not found')
  })

  it('answers the same code when asked again, and makes one code for 20 requests at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => offer(leaving)))
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
    const codes = new Set(answers.map((answer) => (answer.json() as DiscountCodeResponse).discountcode.code))
    expect(codes.size).toBe(1)
    expect(await stayCodes()).toEqual([{ code: [...codes][0], user_id: leaving.id }])
  })

  it('refuses a second offer once the code was used or ran out, in the member language (409)', async () => {
    const { discountcode } = (await offer(leaving)).json() as DiscountCodeResponse
    const row = await t.db
      .selectFrom('discount_codes')
      .select('id')
      .where('code', '=', discountcode.code)
      .executeTakeFirstOrThrow()
    await recordDiscountUse(t.db, { discountCodeId: row.id, userId: leaving.id, paymentId: null })
    const used = await offer(leaving, {}, 'de')
    expect(used.statusCode).toBe(409)
    expect(used.json().error).toMatchObject({
      code: 'stay_discount_unavailable',
      message: 'Dieses Angebot hast du bereits erhalten.',
    })

    await t.db
      .updateTable('discount_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', other.id)
      .execute()
    await offer(other)
    await t.db
      .updateTable('discount_codes')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', other.id)
      .execute()
    expect((await offer(other)).statusCode).toBe(409)
    expect((await stayCodes()).filter((code) => code.user_id === other.id)).toHaveLength(1)
  })

  it('has no offer when the company gives no delete discount (404)', async () => {
    await setDeleteDiscount(0)
    const response = await offer(leaving)
    expect(response.statusCode).toBe(404)
    expect(await stayCodes()).toEqual([])
  })

  it('needs a session (403) and an empty body (400), and writes nothing then', async () => {
    const visitor = await offer(null)
    expect(visitor.statusCode).toBe(403)
    expect(visitor.json().error.code).toBe('authentication_required')
    const tampered = await offer(leaving, { value_percentage: 90 }, 'fr')
    expect(tampered.statusCode).toBe(400)
    expect(tampered.json().error.code).toBe('validation_failed')
    expect(await stayCodes()).toEqual([])
  })
})
