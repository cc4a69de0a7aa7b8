import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foreignHosts, forgedHosts } from '#server/test/forged-hosts.js'
import { createTestApp, engines, type TestApp } from '#server/test/harness.js'
import { createMailingTestApp, type ReceivedMail, startTestSmtp, type TestSmtp } from '#server/test/smtp.js'

// The demo site's domain is localhost, a local name: its links are plain HTTP on the configured port.
const port = '4567'
const siteBase = `http://localhost:${port}`
const password = 'correct horse battery'

/** The link of an account mail: to the page that takes its single-use token. */
function mailedLink(mail: ReceivedMail): URL {
  const link = /https?:\/\/\S+?[?&]token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0]
  if (!link) throw new Error(`no link in mail "${mail.subject}":\n${mail.text}`)
  return new URL(link)
}

function expectSiteLink(mail: ReceivedMail) {
  expect(mailedLink(mail).origin).toBe(siteBase)
  expect(mail.raw).not.toContain('evil.example')
  expect(mail.raw).not.toContain(':6666')
  expect(mail.raw).not.toContain('amora.test')
}

describe.each(engines)('links in account mails [%s]', (engine) => {
  describe.each(['false', 'true'])('with TRUST_PROXY=%s', (trustProxy) => {
    let t: TestApp
    let smtp: TestSmtp
    let counter = 0

    beforeAll(async () => {
      ;({ t, smtp } = await createMailingTestApp(engine, { PORT: port, TRUST_PROXY: trustProxy }))
    })
    afterAll(() => t.close())

    const call = (
      method: 'POST' | 'DELETE',
      url: string,
      body: object,
      headers: Record<string, string> = { host: 'localhost' },
      cookie = '',
    ) => t.app.inject({ method, url, headers: { ...headers, cookie }, payload: body })

    const nextEmail = () => {
      counter += 1
      return `links${counter}.${trustProxy}.${engine}@example.com`
    }
    const form = (email: string) => ({
      email,
      name: `Linked${counter}`,
      password,
      date_of_birth: '1990-04-12',
    })

    /** A member signed up on the site's own host; the activation mail is already in. */
    async function member() {
      const email = nextEmail()
      const response = await call('POST', '/api/signup.php', form(email))
      expect(response.statusCode, response.body).toBe(200)
      await smtp.mailTo(email)
      const session = response.cookies.find((c) => c.name === 'amora_session')
      if (!session) throw new Error('no session cookie')
      return { email, cookie: `amora_session=${session.value}` }
    }

    it.each(forgedHosts)('the activation mail of a signup with %s links to the site', async (_, headers) => {
      const email = nextEmail()
      const response = await call('POST', '/api/signup.php', form(email), headers)
      expect(response.statusCode, response.body).toBe(200)
      expectSiteLink(await smtp.mailTo(email))
    })

    it.each(forgedHosts)(
      'a resent activation mail asked for with %s links to the site',
      async (_, headers) => {
        const { email, cookie } = await member()
        const after = smtp.mails.length
        const response = await call('POST', '/api/activation-mail.php', {}, headers, cookie)
        expect(response.statusCode, response.body).toBe(200)
        expectSiteLink(await smtp.mailTo(email, after))
      },
    )

    it.each(forgedHosts)(
      'the password reset mail asked for with %s links to the site',
      async (_, headers) => {
        const { email } = await member()
        const after = smtp.mails.length
        const response = await call('POST', '/api/password-reset.php', { email }, headers)
        expect(response.statusCode, response.body).toBe(200)
        expectSiteLink(await smtp.mailTo(email, after))
      },
    )

    it.each(forgedHosts)('the e-mail change mail asked for with %s links to the site', async (_, headers) => {
      const { cookie } = await member()
      const newEmail = nextEmail()
      const response = await call('POST', '/api/email.php', { email: newEmail, password }, headers, cookie)
      expect(response.statusCode, response.body).toBe(200)
      expectSiteLink(await smtp.mailTo(newEmail))
    })

    it.each(forgedHosts)(
      'the reactivation mails of a deletion with %s link to the site',
      async (_, headers) => {
        const { email, cookie } = await member()
        const deleted = smtp.mails.length
        const body = { reason: 'not_looking', password }
        const response = await call('DELETE', '/api/account.php', body, headers, cookie)
        expect(response.statusCode, response.body).toBe(200)
        expectSiteLink(await smtp.mailTo(email, deleted))
        const resent = smtp.mails.length
        const again = await call('POST', '/api/reactivation-mail.php', { email }, headers)
        expect(again.statusCode, again.body).toBe(200)
        expectSiteLink(await smtp.mailTo(email, resent))
      },
    )

    it.each(foreignHosts)('mails nothing when the Host is %s, none of the site hosts', async (host) => {
      const { email } = await member()
      const before = smtp.mails.length
      const reset = await call('POST', '/api/password-reset.php', { email }, { host })
      const signup = await call('POST', '/api/signup.php', form(nextEmail()), { host })
      expect([reset.statusCode, signup.statusCode]).toEqual([404, 404])
      expect(reset.json().error.code).toBe('unknown_site')
      expect(smtp.mails.length).toBe(before)
    })
  })

  it('links to PUBLIC_URL behind a trusted proxy, whatever the proxy forwards', async () => {
    const smtp = await startTestSmtp()
    const t = await createTestApp(engine, {
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://localhost:8443', TRUST_PROXY: 'true' },
    })
    try {
      const email = `public.${engine}@example.com`
      const headers = {
        host: 'localhost:3000',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      }
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        headers,
        payload: { email, name: 'Publica', password, date_of_birth: '1990-04-12' },
      })
      expect(response.statusCode, response.body).toBe(200)
      const mail = await smtp.mailTo(email)
      expect(mailedLink(mail).origin).toBe('https://localhost:8443')
      expect(mail.raw).not.toContain('evil.example')
    } finally {
      await t.close()
      await smtp.close()
    }
  })
})
