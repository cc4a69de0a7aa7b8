import type { APIRequestContext } from '@playwright/test'
import { type LocalPushService, startPushService } from '../src/server/test/pushService.js'
import type { PushPayload } from '../src/shared/api/push.js'
import { activatedMember, enterSite, expect, type Member, mailsTo, test, untilHydrated } from './fixtures.js'

// Any free port unless told; the e2e server trusts the service's certificate (playwright.config.ts).
const pushServicePort = Number(process.env.E2E_PUSH_PORT ?? 0)

/** A notification mail as the outbox keeps it: with the List-Unsubscribe headers. */
interface NotificationMail {
  subject: string
  text: string
  sentAt: number
  headers?: Record<string, string>
}

const notificationMails = (member: Member): NotificationMail[] =>
  (mailsTo(member.email) as NotificationMail[]).filter((mail) => mail.headers?.['List-Unsubscribe'])

/** The notification type a mail belongs to, as its one-click unsubscribe link names it. */
const typeOf = (mail: NotificationMail) =>
  new URL(/<([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? 'http://x/').searchParams.get(
    't',
  )

/** Waits (past the batch delay and the sender's round) for the member's mail with this subject. */
async function mailWithSubject(member: Member, subject: string): Promise<NotificationMail> {
  await expect
    .poll(() => notificationMails(member).map((mail) => mail.subject), {
      message: `a mail "${subject}" to ${member.name}`,
      timeout: 30_000,
    })
    .toContain(subject)
  return notificationMails(member).find((mail) => mail.subject === subject) as NotificationMail
}

async function sendMessage(from: Member, to: Member, text: string) {
  const response = await from.page.request.post('/api/message.php', { data: { member: to.id, text } })
  expect(response.ok(), await response.text()).toBe(true)
}

async function like(from: Member, to: Member) {
  const response = await from.page.request.post('/api/like.php', { data: { member: to.id } })
  expect(response.ok(), await response.text()).toBe(true)
}

test.describe('notification mails', () => {
  let service: LocalPushService
  test.beforeAll(async () => {
    service = await startPushService(pushServicePort)
  })
  test.afterAll(async () => {
    await service.close()
  })

  test('a member who turned off new-message mails gets none for the next message, while the push arrives', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const rita = await activatedMember(browser, baseURL, 'Rita')
    const sam = await activatedMember(browser, baseURL, 'Samuel')

    // Rita's browser is subscribed to pushes (a subscription on the local push service, as in push.spec).
    const subscriber = service.subscriber(`rita-${rita.id}`)
    const subscribed = await rita.page.request.post('/api/user.php?push=1', {
      data: { subscription: { endpoint: subscriber.endpoint, keys: subscriber.keys } },
      headers: { 'x-request-type': 'client' },
    })
    expect(subscribed.ok(), await subscribed.text()).toBe(true)

    // She turns off e-mails for new messages in her settings.
    const settings = await rita.page.request.put('/api/notifications.php', {
      data: { settings: [{ type: 'new_messages', email: false }] },
      headers: { 'x-request-type': 'client' },
    })
    expect(settings.ok(), await settings.text()).toBe(true)

    // Samuel starts a conversation, writes again, then likes her.
    await sendMessage(sam, rita, 'Hello Rita, how is your week going?')
    await sendMessage(sam, rita, 'Fancy a walk by the river on Sunday?')
    await like(sam, rita)

    // Both messages are pushed to her browser.
    const endpointPath = new URL(subscriber.endpoint).pathname
    const pushes = () =>
      service.received
        .filter((push) => push.path === endpointPath)
        .map((push) => (JSON.parse(subscriber.decrypt(push.body)) as PushPayload).title)
    await expect.poll(pushes).toContain('New message from Samuel')
    expect(pushes()).toContain('Samuel wrote to you')

    // The like was queued after the second message with the same delay: once its mail is there, a
    // new-message mail would have been sent too.
    await mailWithSubject(rita, 'Samuel likes you')
    await mailWithSubject(rita, 'Samuel started a conversation with you')
    const types = notificationMails(rita).map(typeOf)
    expect(types.sort()).toEqual(['like', 'new_conversations'])
  })

  test('a batched new-message mail with a working one-click unsubscribe, after which no mail comes', async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000)
    const tina = await activatedMember(browser, baseURL, 'Tina')
    const uwe = await activatedMember(browser, baseURL, 'Uwe')
    const vera = await activatedMember(browser, baseURL, 'Vera')

    // Tina writes first; Uwe answers twice: one mail tells her of both.
    await sendMessage(tina, uwe, 'Hi Uwe, I loved your holiday photos!')
    await sendMessage(uwe, tina, 'Thank you Tina! That was in Portugal.')
    await sendMessage(uwe, tina, 'Have you ever been there?')
    const mail = await mailWithSubject(tina, 'You have 2 new messages from Uwe')
    expect(notificationMails(tina)).toHaveLength(1)
    expect(mail.text).toContain(`${baseURL}/chats`)
    expect(mail.text).not.toContain('Portugal')
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    // Her mail program unsubscribes with one click: a POST without her cookies (RFC 8058).
    const oneClick = /<([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? ''
    expect(oneClick).toMatch(new RegExp(`^${baseURL}/api/unsubscribe\\.php\\?`))
    const mailProgram: APIRequestContext = await playwright.request.newContext()
    const unsubscribed = await mailProgram.post(oneClick, {
      form: { 'List-Unsubscribe': 'One-Click' },
    })
    expect(unsubscribed.ok(), await unsubscribed.text()).toBe(true)
    await mailProgram.dispose()

    // Uwe writes and likes her again; Vera's like is queued after, with the same delay.
    await sendMessage(uwe, tina, 'Shall we meet for a coffee?')
    await like(uwe, tina)
    await like(tina, vera)
    await mailWithSubject(vera, 'Tina likes you')
    expect(notificationMails(tina)).toHaveLength(1)
  })

  test('the unsubscribe link in a mail opens a page that turns that mail off', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const wanda = await activatedMember(browser, baseURL, 'Wanda')
    const xaver = await activatedMember(browser, baseURL, 'Xaver')
    const yann = await activatedMember(browser, baseURL, 'Yann')
    await like(xaver, wanda)
    const mail = await mailWithSubject(wanda, 'Xaver likes you')
    const link = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail.text)?.[0] ?? ''
    expect(link).toContain('t=like')

    // Opened in a browser without her session, as from a mail program.
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    await page.goto(new URL(link).pathname + new URL(link).search)
    await enterSite(page)
    await untilHydrated(page)
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
    await expect(page.getByRole('status')).toContainText(
      'you will no longer get e-mails about: Likes and matches',
    )
    await context.close()

    // A later like sends no mail; a message's mail (another type), queued after it, still comes.
    await like(yann, wanda)
    await sendMessage(xaver, wanda, 'Hello Wanda!')
    await mailWithSubject(wanda, 'Xaver started a conversation with you')
    expect(notificationMails(wanda).map(typeOf).sort()).toEqual(['like', 'new_conversations'])
  })
})
