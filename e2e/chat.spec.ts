import type { Page } from '@playwright/test'
import sharp from 'sharp'
import {
  activatedMember,
  enterSite,
  expect,
  expectAccessible,
  type Member,
  test,
  untilHydrated,
} from './fixtures.js'

/** Credits bought as a member buys them: in another tab, through the test provider's hosted checkout. */
async function buyCredits(member: Member): Promise<void> {
  const tab = await member.context.newPage()
  await tab.goto('/credits')
  await tab.getByRole('article').first().getByRole('link', { name: /^Buy/ }).click()
  const paypal = tab.locator('.payment-method-name', { hasText: /^PayPal$/ })
  await tab.locator('label.payment-method').filter({ has: paypal }).click()
  await tab.getByRole('checkbox', { name: /payment terms/ }).check()
  await tab.getByRole('button', { name: 'Pay now' }).click()
  await tab.getByRole('button', { name: 'Paid', exact: true }).click()
  await expect(tab.getByRole('heading', { name: 'Payment completed' })).toBeVisible()
  await tab.close()
}

const messagesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Messages/ })

test.describe('chat', () => {
  test('a message, a gift and a photo arrive live; reading clears the badge; credits run out; a chat is deleted', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000)
    const alicia = await activatedMember(browser, baseURL, 'Alicia', '1991-06-03')
    const bruno = await activatedMember(browser, baseURL, 'Bruno', '1991-06-03')

    // Bruno is somewhere in the members area, not in his chats.
    await bruno.page.goto('/members')
    await expect(messagesLink(bruno.page)).toHaveText('Messages')

    // Alicia opens the chat from Bruno's profile: a first message starts with the icebreaker.
    const a = alicia.page
    await a.goto(`/members/${bruno.id}`)
    await a.getByRole('link', { name: 'Send Bruno a message' }).click()
    await expect(a).toHaveURL(new RegExp(`/members/${bruno.id}/chat$`))
    const icebreaker = a.getByRole('dialog', { name: 'Say hello to Bruno' })
    await expect(icebreaker).toBeVisible()
    const opener = 'Hi Bruno! Coffee or a glass of wine for a first date?'
    await icebreaker.getByRole('button', { name: opener }).click()
    await expect(icebreaker.getByLabel('Your message')).toHaveValue(opener)
    await icebreaker.getByRole('button', { name: 'Send for 5 credits' }).click()
    await expect(icebreaker).toBeHidden()
    const aLog = a.getByRole('log', { name: 'Messages with Bruno' })
    await expect(aLog).toContainText(opener)
    await expect(a.getByText('You have 15 credits')).toBeVisible()

    // A gift from the catalogue.
    await a.getByRole('button', { name: 'Send a gift' }).click()
    const gifts = a.getByRole('dialog', { name: 'A gift for Bruno' })
    await gifts.getByRole('button', { name: 'Send Rose for 15 credits' }).click()
    await expect(gifts).toBeHidden()
    await expect(aLog).toContainText('You sent a gift: Rose')
    await expect(a.getByText('You have 0 credits')).toBeVisible()

    // Out of credits: the modal offers to buy some, and the typed text waits in the box.
    const box = a.getByRole('textbox', { name: 'Your message' })
    await box.fill('Are you still there?')
    await box.press('Enter')
    const buy = a.getByRole('dialog', { name: 'Not enough credits' })
    await expect(buy).toBeVisible()
    await expect(buy.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits')
    await buy.getByRole('button', { name: 'Not now' }).click()
    await expect(buy).toBeHidden()
    await expect(box).toHaveValue('Are you still there?')
    await box.fill('')

    // Credits bought, then a photo.
    await buyCredits(alicia)
    const photo = await sharp({
      create: { width: 120, height: 90, channels: 3, background: { r: 214, g: 51, b: 108 } },
    })
      .jpeg()
      .toBuffer()
    await a
      .locator('input[type="file"]')
      .setInputFiles({ name: 'hello.jpg', mimeType: 'image/jpeg', buffer: photo })
    await expect(aLog.getByRole('button', { name: 'Open the photo' })).toBeVisible()

    // Bruno, without reloading: three unread messages in the navigation.
    const b = bruno.page
    await expect(messagesLink(b).getByLabel('3 unread messages')).toBeVisible()
    await messagesLink(b).click()
    await expect(b).toHaveURL(/\/chats$/)
    const list = b.getByRole('list', { name: 'Conversations' })
    const entry = list.getByRole('link', { name: /Alicia/ })
    await expect(entry).toContainText('Photo')
    await expect(entry.getByLabel('3 unread messages')).toBeVisible()

    // He opens the conversation: everything is there, and the badges clear.
    await entry.click()
    await expect(b).toHaveURL(/\/chats\/\d+$/)
    const bLog = b.getByRole('log', { name: 'Messages with Alicia' })
    await expect(bLog).toContainText(opener)
    await expect(bLog).toContainText('A gift for you: Rose')
    await bLog.getByRole('button', { name: 'Open the photo' }).click()
    const large = b.getByRole('dialog', { name: 'Photo in your chat with Alicia' })
    await expect(large.getByRole('img')).toBeVisible()
    await large.getByRole('button', { name: 'Close' }).click()
    // The closing dialog hands the focus back when it is gone; typing before that can lose the Enter.
    await expect(large).toBeHidden()
    await expect(list.getByLabel(/unread messages/)).toHaveCount(0)

    // Alicia sees that he read them (✓✓), and his answer arrives in her open conversation.
    await expect(aLog.getByTitle('Read').first()).toBeVisible()
    const answer = b.getByRole('textbox', { name: 'Your message' })
    await answer.fill('Wine, of course!')
    await answer.press('Enter')
    await expect(bLog).toContainText('Wine, of course!')
    await expect(aLog).toContainText('Wine, of course!')

    // Back in the members area, his navigation has no unread badge.
    await b.getByRole('link', { name: 'Back to the members area' }).click()
    await expect(b).toHaveURL(/\/members$/)
    await expect(messagesLink(b)).toHaveText('Messages')

    // Alicia deletes the conversation: gone from her list at once, and after a reload.
    await a.getByRole('button', { name: 'Conversation options' }).click()
    await a.getByRole('button', { name: 'Delete conversation' }).click()
    const confirm = a.getByRole('dialog', { name: 'Delete your conversation with Bruno?' })
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(a).toHaveURL(/\/chats$/)
    await expect(a.getByText('No conversations yet.')).toBeVisible()
    await a.reload()
    await expect(a.getByRole('heading', { name: 'Messages' })).toBeVisible()
    await expect(a.getByText('No conversations yet.')).toBeVisible()

    await alicia.context.close()
    await bruno.context.close()
  })

  test('visitors are told that chatting needs an account, and the login leads back to the chat', async ({
    browser,
    baseURL,
  }) => {
    const member = await activatedMember(browser, baseURL, 'Carmen', '1991-06-03')
    const other = await activatedMember(browser, baseURL, 'Dario', '1991-06-03')
    const visitor = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
    const page = await visitor.newPage()
    await page.goto(`/members/${member.id}/chat`)
    await expect(page.getByRole('heading', { name: 'You need to be logged in to chat' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign up free' })).toBeVisible()
    await page.getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/members/${member.id}/chat`)}`)
    // The login page is in the default layout, whose first visit asks to confirm the adult warning.
    await enterSite(page)
    await untilHydrated(page)
    await page.getByLabel('E-mail address').fill(other.email)
    await page.getByLabel('Password', { exact: true }).fill(other.password)
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(`/members/${member.id}/chat`)
    await expect(page.getByRole('dialog', { name: 'Say hello to Carmen' })).toBeVisible()
    await other.context.close()
    await visitor.close()
    await member.context.close()
  })
})

test('on a phone the message box keeps room to type, in German too, and sending says its cost', async ({
  browser,
  baseURL,
}) => {
  const carla = await activatedMember(browser, baseURL, 'Carla')
  const dario = await activatedMember(browser, baseURL, 'Dario')
  const page = carla.page
  await page.setViewportSize({ width: 390, height: 800 })
  await carla.context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL ?? '' }])
  await page.goto(`/members/${dario.id}/chat`)
  await page
    .getByRole('dialog', { name: 'Sag Hallo zu Dario' })
    .getByRole('button', { name: 'Jetzt nicht' })
    .click()
  const box = page.locator('footer').getByRole('textbox', { name: 'Deine Nachricht' })
  await expect(box).toHaveAttribute('placeholder', 'Schreib eine Nachricht …')
  const send = page.locator('footer').getByRole('button', { name: 'Für 5 Credits senden' })
  const boxWidth = (await box.boundingBox())?.width ?? 0
  const sendWidth = (await send.boundingBox())?.width ?? 0
  // The placeholder fits on the box's one line; the button is about a thumb wide.
  expect(boxWidth).toBeGreaterThan(220)
  expect(sendWidth).toBeLessThan(60)
  await expect(send).toContainText('5')
  await box.fill('Hallo Dario!')
  await send.click()
  await expect(page.getByText('Hallo Dario!', { exact: true })).toBeVisible()
  await carla.context.close()
  await dario.context.close()
})

test('a gift from the profile: the chat’s picker, and the gift is in the conversation; visitors are told to log in', async ({
  browser,
  baseURL,
}) => {
  const giver = await activatedMember(browser, baseURL, 'Gina')
  const taker = await activatedMember(browser, baseURL, 'Hugo')
  const page = giver.page
  await page.goto(`/members/${taker.id}`)
  await untilHydrated(page)
  await page.getByRole('button', { name: 'Send Hugo a gift' }).click()
  const gifts = page.getByRole('dialog', { name: 'A gift for Hugo' })
  await gifts.getByRole('button', { name: 'Send Rose for 15 credits' }).click()
  await expect(gifts).toBeHidden()
  const sent = page.getByRole('status').filter({ hasText: 'Your gift is on its way to Hugo.' })
  await expect(sent).toBeVisible()
  await expectAccessible(page, 'profile after a gift')
  await sent.getByRole('link', { name: 'Open the chat' }).click()
  await expect(page).toHaveURL(new RegExp(`/members/${taker.id}/chat$`))
  await expect(page.locator('.chat-conversation')).toContainText('You sent a gift: Rose')

  // A second gift costs more than the 5 credits left: the offer to buy credits, as in the chat.
  await page.goto(`/members/${taker.id}`)
  await untilHydrated(page)
  await page.getByRole('button', { name: 'Send Hugo a gift' }).click()
  await page
    .getByRole('dialog', { name: 'A gift for Hugo' })
    .getByRole('button', { name: /^Send Rose/ })
    .click()
  await expect(page.getByRole('dialog', { name: /credits/i })).toBeVisible()

  const visitor = await browser.newPage({ baseURL })
  await visitor.context().addCookies([{ name: 'entry_warning_dismissed', value: '1', url: baseURL ?? '' }])
  await visitor.goto(`/members/${taker.id}`)
  await untilHydrated(visitor)
  await visitor.getByRole('button', { name: 'Send Hugo a gift' }).click()
  const note = visitor
    .getByRole('status')
    .filter({ hasText: 'You need to be logged in to send a gift to Hugo.' })
  await expect(note).toBeVisible()
  await expect(note.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', /^\/login\?next=/)
  await visitor.close()
  await giver.context.close()
  await taker.context.close()
})
