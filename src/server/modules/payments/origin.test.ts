import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foreignHosts, forgedHosts } from '#server/test/forged-hosts.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import type { BundlesResponse, StartPaymentResponse } from '#shared/api/payments.js'
import { signupMember } from '../members/fixtures.js'
import { providerPaymentIdOf } from './fixtures.js'

// The demo site's domain is localhost, a local name: its address is plain HTTP on the configured port.
const port = '4567'
const siteBase = `http://localhost:${port}`

describe.each(engines)('payment redirect and webhook addresses [%s]', (engine) => {
  describe.each(['false', 'true'])('with TRUST_PROXY=%s', (trustProxy) => {
    let t: TestApp
    let member = { id: 0, cookie: '' }
    let bundle = 0

    beforeAll(async () => {
      // PAYMENT_PROVIDER=test: the test checkout serves relayed requests too, as some of these are.
      t = await createTestApp(engine, {
        env: { PORT: port, TRUST_PROXY: trustProxy, PAYMENT_PROVIDER: 'test' },
      })
      member = await signupMember(t, 'Payer')
      await t.db.updateTable('profiles').set({ country: 'NL' }).where('user_id', '=', member.id).execute()
      const bundles = await t.app.inject({
        url: '/api/bundles.php',
        headers: { host: 'localhost', cookie: member.cookie },
      })
      bundle = (bundles.json() as BundlesResponse).bundles[0]?.id ?? 0
    })
    afterAll(() => t.close())

    const startPayment = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment.php',
        headers: { ...headers, cookie: member.cookie },
        payload: { bundle, method: 'ideal', agree_terms: true },
      })

    /** Where the test provider was told to send the member back and to call the webhook. */
    const providerUrls = (providerPaymentId: string) =>
      t.db
        .selectFrom('test_provider_payments')
        .select(['redirect_url', 'webhook_url'])
        .where('id', '=', providerPaymentId)
        .executeTakeFirstOrThrow()

    it.each(forgedHosts)('sends a payment started with %s back to the site', async (_, headers) => {
      const response = await startPayment(headers)
      expect(response.statusCode, response.body).toBe(200)
      const answer = response.json() as StartPaymentResponse
      expect(new URL(answer.checkout_url).origin).toBe(siteBase)
      const urls = await providerUrls(await providerPaymentIdOf(t.db, answer.payment.id))
      expect(urls.redirect_url).toBe(`${siteBase}/credits/${bundle}/ideal?payment=${answer.payment.id}`)
      expect(urls.webhook_url).toBe(`${siteBase}/api/payment-webhook.php?provider=test`)
    })

    it.each(foreignHosts)('starts no payment when the Host is %s, none of the site hosts', async (host) => {
      const count = async () => (await t.db.selectFrom('payments').select('id').execute()).length
      const before = await count()
      const response = await startPayment({ host })
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('unknown_site')
      expect(await count()).toBe(before)
    })
  })
})
