import type { Page } from '@playwright/test'
import { activatedMember, expect, type Member, smsTo, test, untilHydrated } from './fixtures.js'

/**
 * The credits journey: the time-bonus banner and modal, a purchase with the welcome discount through the
 * test provider's hosted checkout, failed and cancelled payments, repeat order, direct debit with the SMS
 * code from the outbox, and the transactions page listing all of it.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })

/** Spends the signup credits on messages to a member found through the search, until none are left. */
async function spendAllCredits(member: Member): Promise<void> {
  const search = await member.page.request.get('/api/search.php')
  expect(search.ok(), await search.text()).toBe(true)
  const results = ((await search.json()) as { results: { id: number }[] }).results
  const other = results.find((card) => card.id !== member.id)
  if (!other) throw new Error('the demo data has no member to write to')
  for (let sent = 0; sent < 50; sent++) {
    const answer = await member.page.request.post('/api/message.php', {
      data: { member: other.id, text: `Hello number ${sent + 1}` },
    })
    if (answer.status() === 402) return
    expect(answer.ok(), await answer.text()).toBe(true)
    if (((await answer.json()) as { credits: number }).credits === 0) return
  }
  throw new Error('the credits never ran out')
}

/**
 * The methods are radio buttons drawn as their labels, the card brands one of them (Card): a click on the
 * label chooses one.
 */
async function chooseMethod(page: Page, method: string): Promise<void> {
  const name = page.locator('.payment-method-name', { hasText: new RegExp(`^${method}$`) })
  await page.locator('label.payment-method').filter({ has: name }).click()
  await expect(page.getByRole('radio', { name: method, exact: true })).toBeChecked()
}

/** Picks a method on the checkout, agrees to the terms and goes to the hosted checkout. */
async function payWith(page: Page, method: string): Promise<void> {
  await chooseMethod(page, method)
  await page.getByRole('checkbox', { name: /payment terms/ }).check()
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/test\/tst_/)
}

/** On the test provider's page: chooses how the payment ends and comes back to the site. */
async function decide(page: Page, outcome: 'Paid' | 'Failed' | 'Cancelled'): Promise<void> {
  await page.getByRole('button', { name: outcome, exact: true }).click()
  await expect(page).toHaveURL(/\/credits\/\d+\/\w+\?payment=\d+$/)
}

/** The 6-digit code of the newest text message to a phone number, from the e2e server's SMS outbox. */
function smsCodeTo(phone: string): string {
  return /\b(\d{6})\b/.exec(smsTo(phone)[0]?.text ?? '')?.[1] ?? ''
}

test.describe('credits and payments', () => {
  test('time bonus, a purchase with the welcome discount, failed and cancelled payments, repeat order, transactions', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000)
    const carla = await activatedMember(browser, baseURL, 'Carla')
    const page = carla.page
    await spendAllCredits(carla)

    // The time bonus: a prompt counting down each second; after 40 s in the members area with 0 credits,
    // the modal, once. The page's clock is driven by the test, the rule stays as it is.
    await page.clock.install()
    // The offer's wait starts with the member's layers, which load after hydration and open the socket.
    const layersLoaded = page.waitForEvent('websocket')
    await page.goto('/members')
    const banner = page.getByRole('complementary', { name: 'Welcome bonus' })
    await expect(banner).toBeVisible()
    await layersLoaded
    const countdown = banner.getByRole('timer')
    await expect(countdown).toHaveText(/^0[34]:\d\d:\d\d$/)
    const first = await countdown.textContent()
    await expect(nav(page).getByText('0 credits left').filter({ visible: true })).toBeVisible()
    const modal = page.getByRole('dialog', { name: /25% welcome bonus/ })
    await page.clock.fastForward(39_000)
    await expect(modal).toBeHidden()
    await expect(countdown).not.toHaveText(first ?? '')
    await page.clock.fastForward(2_000)
    await expect(modal).toBeVisible()
    await expect(modal).toContainText('4 members claimed theirs today: act fast!')
    await expect(modal).toContainText('Your credits are added instantly after payment.')
    await expect(modal.getByRole('timer')).toHaveText(/^0[34]:\d\d:\d\d$/)
    await modal.getByRole('button', { name: 'Close' }).click()
    await expect(modal).toBeHidden()
    await page.reload()
    await page.clock.fastForward(45_000)
    await expect(banner).toBeVisible()
    await expect(modal).toBeHidden()

    // The bonus is one of the prompts at the foot of the screen, which show one at a time: closed, it stays
    // closed for this member and leaves its place to the next prompt.
    const shownPrompts = page.locator('.prompt-slot .alert').filter({ visible: true })
    await expect(shownPrompts).toHaveCount(1)
    await banner.getByRole('button', { name: 'Close' }).click()
    await expect(banner).toBeHidden()
    await page.reload()
    await expect(page.locator('.prompt-slot .alert').first()).toBeVisible()
    await expect(shownPrompts).toHaveCount(1)
    await expect(banner).toBeHidden()

    // The bundles, with the welcome discount applied: the old price struck through.
    await page.goto('/credits')
    await expect(page.getByText(/welcome bonus of 25% is applied/)).toBeVisible()
    const bundles = page.getByRole('article')
    await expect(bundles.first()).toBeVisible()
    await expect(bundles.first().locator('del')).toBeVisible()
    await expect(bundles.first()).toContainText('per credit')
    await expect(page.getByText('Best value')).toBeVisible()

    // Checkout: the terms must be agreed to; then the test checkout, paid.
    await bundles
      .first()
      .getByRole('link', { name: /^Buy \d+ credits$/ })
      .click()
    await expect(page).toHaveURL(/\/credits\/\d+$/)
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
    await chooseMethod(page, 'Card')
    await expect(page).toHaveURL(/\/credits\/\d+\/creditcard$/)
    await page.getByRole('button', { name: 'Pay now' }).click()
    await expect(page.getByText('Please agree to the payment terms before paying.')).toBeVisible()
    await payWith(page, 'PayPal')
    await decide(page, 'Paid')
    await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible()
    await expect(page.getByText(/credits have been added to your account/)).toBeVisible()
    await expect(page.getByText('You are now a premium member for life.')).toBeVisible()
    // Premium now: Credits with the repeat order instead of Get Premium, and the bonus is gone.
    await expect(nav(page).getByRole('button', { name: /^Credits/ })).toBeVisible()
    await expect(nav(page).getByRole('link', { name: 'Get Premium' })).toHaveCount(0)
    await expect(banner).toBeHidden()

    // A failed stored-card payment offers retry or PayPal; a cancelled one another method.
    await page.goto('/credits')
    await page.getByRole('article').first().getByRole('link', { name: /^Buy/ }).click()
    await payWith(page, 'Card')
    await decide(page, 'Failed')
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible()
    await expect(page.getByText(/Payment failed or has been cancelled/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      /\/credits\/\d+\/creditcard$/,
    )
    await expect(page.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute(
      'href',
      /\/credits\/\d+\/paypal$/,
    )
    await page.getByRole('link', { name: 'Try another payment method' }).click()
    await expect(page).toHaveURL(/\/credits\/\d+$/)
    await payWith(page, 'PayPal')
    await decide(page, 'Cancelled')
    await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible()
    await expect(page.getByText(/Payment failed or has been cancelled/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pay with PayPal' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Try another payment method' })).toBeVisible()

    // Repeat order: the last completed order, in one step.
    await nav(page)
      .getByRole('button', { name: /^Credits/ })
      .click()
    await nav(page).getByRole('link', { name: 'Repeat last order' }).click()
    await expect(page).toHaveURL(/\/credits\/repeat-order$/)
    await expect(page.getByText('PayPal')).toBeVisible()
    await page.getByRole('checkbox', { name: /payment terms/ }).check()
    await page.getByRole('button', { name: 'Buy again' }).click()
    await expect(page).toHaveURL(/\/checkout\/test\/tst_/)
    await decide(page, 'Paid')
    await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible()

    // Transactions: every purchase with its state, and the spends of the ledger.
    await page.goto('/transactions')
    const purchases = page.getByRole('table').first()
    await expect(purchases.getByRole('row')).toHaveCount(5)
    await expect(purchases.getByRole('row', { name: /Completed/ })).toHaveCount(2)
    await expect(purchases.getByRole('row', { name: /Failed/ })).toHaveCount(1)
    await expect(purchases.getByRole('row', { name: /Cancelled/ })).toHaveCount(1)
    await expect(purchases).toContainText('Credit card')
    const ledger = page.getByRole('table').nth(1)
    await expect(ledger.getByRole('row', { name: /Message sent/ }).first()).toBeVisible()
    await expect(ledger.getByRole('row', { name: /Welcome credits/ })).toHaveCount(1)
    await expect(ledger.getByRole('row', { name: /Credits bought/ })).toHaveCount(2)

    // The invoice of a completed purchase, with the company's details and the discount.
    await purchases
      .getByRole('row', { name: /Completed/ })
      .last()
      .getByRole('link')
      .click()
    await expect(page).toHaveURL(/\/transactions\/\d+$/)
    const invoice = page.getByRole('article', { name: /^Invoice / })
    await expect(invoice).toBeVisible()
    await expect(invoice).toContainText('Discount')
    await expect(invoice.getByRole('button', { name: 'Print invoice' })).toBeVisible()
    await carla.context.close()
  })

  test('a checkout left open keeps the welcome discount; paid after another one used it, it counts at the full price', async ({
    browser,
    baseURL,
  }) => {
    const dora = await activatedMember(browser, baseURL, 'Dora')
    const first = dora.page
    await first.goto('/credits')
    await expect(first.getByText(/welcome bonus of 25% is applied/)).toBeVisible()
    await first.getByRole('article').first().getByRole('link', { name: /^Buy/ }).click()
    await payWith(first, 'PayPal')

    // The first checkout is left open; in another tab the discount is still offered and paid.
    const second = await dora.context.newPage()
    await second.goto('/credits')
    await expect(second.getByText(/welcome bonus of 25% is applied/)).toBeVisible()
    await second.getByRole('article').first().getByRole('link', { name: /^Buy/ }).click()
    await payWith(second, 'PayPal')
    await decide(second, 'Paid')
    await expect(second.getByRole('heading', { name: 'Payment completed' })).toBeVisible()
    await expect(second.getByText('50 credits have been added to your account.')).toBeVisible()
    await expect(second.getByText(/discount had already been used/)).toHaveCount(0)

    // The left checkout is paid after all: its money buys credits at the normal price, and it says so.
    await decide(first, 'Paid')
    await expect(first.getByRole('heading', { name: 'Payment completed' })).toBeVisible()
    await expect(first.getByText('37 credits have been added to your account.')).toBeVisible()
    await expect(first.getByText(/Your discount had already been used for an earlier payment/)).toBeVisible()
    await dora.context.close()
  })

  test('a direct debit is confirmed with the SMS code from the outbox and listed', async ({
    browser,
    baseURL,
  }) => {
    const dirk = await activatedMember(browser, baseURL, 'Dirk')
    const page = dirk.page
    await page.goto('/directdebit')
    await expect(page.getByRole('heading', { name: 'Pay by direct debit' })).toBeVisible()
    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00')
    await page.getByLabel('Account holder').fill('Dirk de Vries')
    const phone = `+3161${String(Date.now()).slice(-7)}`
    await page.getByLabel('Mobile phone number').fill(phone)
    await page.getByRole('checkbox', { name: /payment terms/ }).check()
    await page.getByRole('button', { name: 'Send confirmation code' }).click()
    await expect(page.getByText(/We sent a 6-digit code/)).toBeVisible()

    // A wrong code first: 'Code invalid'.
    let code = ''
    await expect.poll(() => (code = smsCodeTo(phone)), { message: `an SMS to ${phone}` }).not.toBe('')
    const wrong = code === '000000' ? '111111' : '000000'
    await page.getByLabel('Confirmation code').fill(wrong)
    await page.getByRole('button', { name: 'Confirm payment' }).click()
    await expect(page.getByText('Code invalid')).toBeVisible()
    await page.getByLabel('Confirmation code').fill(code)
    await page.getByRole('button', { name: 'Confirm payment' }).click()
    await expect(page.getByRole('heading', { name: 'Direct debit confirmed' })).toBeVisible()
    await expect(page.getByText(/credits have been added to your account/)).toBeVisible()

    await page.goto('/transactions')
    const purchases = page.getByRole('table').first()
    await expect(purchases.getByRole('row', { name: /SEPA direct debit/ })).toHaveCount(1)
    await dirk.context.close()
  })
  test('a member about to delete the account takes the delete discount and buys with it', async ({
    browser,
    baseURL,
  }) => {
    const stella = await activatedMember(browser, baseURL, 'Stella')
    const page = stella.page
    const company = (await (await page.request.get('/api/companyinfo.php')).json()) as {
      companyinfo: { delete_discount: number }
    }
    const percentage = Math.min(company.companyinfo.delete_discount, 90)
    expect(percentage).toBeGreaterThan(0)

    await page.goto('/profile/settings')
    await untilHydrated(page)
    const offer = page.getByRole('region', { name: 'Before you go' })
    await expect(offer).toContainText(`Stay with us and get ${percentage}% off your next credit package.`)
    await offer.getByRole('button', { name: `Get my ${percentage}% discount` }).click()
    const claimed = offer.getByRole('status')
    await expect(claimed).toContainText(`takes ${percentage}% off one credit package until`)
    const code = /STAY-[A-Z0-9]{8}/.exec((await claimed.textContent()) ?? '')?.[0] ?? ''
    expect(code).not.toBe('')

    // The bundles priced with the code, which goes along to the checkout.
    await offer.getByRole('link', { name: 'Choose a package' }).click()
    await expect(page).toHaveURL(new RegExp(`/credits\\?code=${code}$`))
    await expect(page.getByText(`Discount code ${code}: ${percentage}% off is applied`)).toBeVisible()
    const first = page.getByRole('article').first()
    await expect(first.locator('del')).toBeVisible()
    await first.getByRole('link', { name: /^Buy \d+ credits$/ }).click()
    await expect(page).toHaveURL(new RegExp(`/credits/\\d+\\?code=${code}$`))
    await expect(page.getByText(`Code ${code} applied.`)).toBeVisible()
    await payWith(page, 'PayPal')
    await decide(page, 'Paid')
    await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible()

    // The invoice shows the discount; the offer is not made twice.
    const payments = (await (await page.request.get('/api/transactions.php')).json()) as {
      payments: { amount: { cents: number }; discount_percentage: number | null }[]
    }
    expect(payments.payments[0]?.discount_percentage).toBe(percentage)
    await page.goto('/profile/settings')
    await untilHydrated(page)
    await offer.getByRole('button', { name: `Get my ${percentage}% discount` }).click()
    await expect(offer.getByRole('alert')).toHaveText('You have already received this offer.')
    await stella.context.close()
  })
})
