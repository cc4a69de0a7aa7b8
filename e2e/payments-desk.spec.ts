import { activatedMember, enrolledStaff, expect, expectAccessible, test, untilHydrated } from './fixtures.js'

/**
 * The payments desk: a member buys credits through the test checkout; an admin finds the payment on
 * /admin/payments, opens it with the keyboard, refunds part of it through the dialog, and sees the new
 * status, the refund's events, the credits taken back and the credit note.
 */
test('an admin finds a purchase on the payments desk and refunds part of it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const nina = await activatedMember(browser, baseURL, 'Nina')
  const page = nina.page
  await page.goto('/credits')
  await page.getByRole('article').first().getByRole('link', { name: /^Buy/ }).click()
  const ideal = page.locator('.payment-method-name', { hasText: /^iDEAL$/ })
  await page.locator('label.payment-method').filter({ has: ideal }).click()
  await page.getByRole('checkbox', { name: /payment terms/ }).check()
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/test\/tst_/)
  await page.getByRole('button', { name: 'Paid', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible()

  const admin = await enrolledStaff(browser, baseURL, 'admin')
  const desk = admin.page
  await desk.goto('/admin')
  await untilHydrated(desk)
  await desk.getByRole('link', { name: 'Payments', exact: true }).first().click()
  await expect(desk).toHaveURL(/\/admin\/payments$/)
  await expect(desk.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
  await desk.getByLabel('Member (ID, e-mail or name)').fill(String(nina.id))
  await desk.getByLabel('Member (ID, e-mail or name)').press('Enter')
  await expect(desk).toHaveURL(new RegExp(`member=${nina.id}`))
  await desk.getByLabel('Status').selectOption({ label: 'Paid' })
  await expect(desk).toHaveURL(/status=paid/)
  await expect(desk.getByText('1 payment', { exact: true })).toBeVisible()
  const row = desk.getByRole('row').filter({ hasText: `Nina (#${nina.id})` })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('iDEAL')
  await expect(row).toContainText('Paid')
  await expectAccessible(desk, 'payments desk')
  await desk.screenshot({ path: test.info().outputPath('payments-desk.png'), fullPage: true })
  await row.focus()
  await desk.keyboard.press('Enter')
  await expect(desk).toHaveURL(/\/admin\/payments\/\d+$/)
  await expect(desk.getByRole('heading', { level: 1, name: /^Payment #\d+$/ })).toBeVisible()
  await expect(desk.getByRole('link', { name: `Nina (#${nina.id})` })).toHaveAttribute(
    'href',
    `/admin/members/${nina.id}`,
  )
  await expectAccessible(desk, 'payment page')

  // One euro back, asked once more in the dialog.
  const refund = desk.getByRole('region', { name: 'Refund' })
  await refund.getByLabel('Part of it').check()
  await refund.getByLabel(/^Amount in EUR/).fill('1.00')
  await refund.getByLabel(/^Reason/).fill('One message was never delivered')
  await refund.getByRole('button', { name: 'Refund…' }).click()
  const dialog = desk.getByRole('dialog', { name: 'Refund this payment?' })
  await expect(dialog).toContainText(`€1.00 of`)
  await expectAccessible(desk, 'refund dialog')
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click()
  await expect(dialog).toBeHidden()

  await expect(
    desk.getByRole('heading', { level: 1 }).locator('..').getByText('Refunded in part'),
  ).toBeVisible()
  const events = desk.getByRole('region', { name: 'Events' })
  await expect(events.getByRole('row').filter({ hasText: 'Refund requested' })).toContainText(
    'One message was never delivered',
  )
  const rows = events.getByRole('row')
  // The staff member's request first, then the provider's refund applied.
  await expect(rows.nth(3)).toContainText('Refund requested')
  await expect(rows.nth(4)).toContainText('Refunded')
  await expect(rows.nth(4)).toContainText('€1.00')
  const ledger = desk.getByRole('region', { name: 'Credit ledger' })
  await expect(ledger.getByRole('row').filter({ hasText: 'Reversal' })).toContainText('Refund')
  const documents = desk.getByRole('region', { name: 'Invoices and credit notes' })
  await expect(
    documents.getByRole('row').filter({ hasText: 'Credit note' }).getByRole('link'),
  ).toHaveAttribute('href', /\/api\/staff\/invoice-pdf\.php\?id=\d+$/)
  await expectAccessible(desk, 'payment page after the refund')
  await desk.screenshot({ path: test.info().outputPath('payment-refunded.png'), fullPage: true })

  // The list says so too.
  await desk.getByRole('link', { name: '← All payments' }).click()
  await desk.getByLabel('Status').selectOption({ label: 'Refunded in part' })
  await expect(desk.getByRole('row').filter({ hasText: `Nina (#${nina.id})` })).toContainText(
    'Refunded in part',
  )
  await admin.context.close()
  await nina.context.close()
})
