import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOutboxSms } from '#server/adapters/sms.js'
import { createTestApp, type TestApp } from '#server/test/harness.js'
import { postSignup } from '../members/fixtures.js'

describe('the outbox page', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'amora-outbox-')) } })
  })
  afterAll(() => t.close())

  it('shows mail written to the outbox, with clickable links, to this machine only', async () => {
    const signup = await postSignup(t, {
      email: 'outbox@example.com',
      name: 'Outbox',
      date_of_birth: '1991-01-01',
    })
    expect(signup.statusCode).toBe(200)
    const page = await t.app.inject({ url: '/dev/outbox', headers: { host: 'localhost' } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Confirm your e-mail address for Amora')
    // The link names the site's own address (localhost on PORT, 3000 by default), not the request's Host.
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/activate\?token=[\w-]{43}">/)
    const remote = await t.app.inject({
      url: '/dev/outbox',
      headers: { host: 'localhost' },
      remoteAddress: '203.0.113.9',
    })
    expect(remote.statusCode).toBe(404)
    const proxied = await t.app.inject({
      url: '/dev/outbox',
      headers: { host: 'localhost', 'x-forwarded-for': '203.0.113.9' },
    })
    expect(proxied.statusCode).toBe(404)
  })

  it('shows text messages too, escaped, after the mail', async () => {
    await createOutboxSms(t.config.outboxDir).send({
      to: '+31612345678',
      text: '123456 is your <b>Amora</b> code',
    })
    const page = await t.app.inject({ url: '/dev/outbox', headers: { host: 'localhost' } })
    expect(page.body).toContain('SMS to +31612345678')
    expect(page.body).toContain('123456 is your &lt;b&gt;Amora&lt;/b&gt; code')
    expect(page.body.indexOf('Text messages')).toBeGreaterThan(
      page.body.indexOf('Confirm your e-mail address'),
    )
  })
})
