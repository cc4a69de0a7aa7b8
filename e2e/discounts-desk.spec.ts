import type { Page } from '@playwright/test'
import { activatedMember, enrolledStaff, expect, expectAccessible, test, untilHydrated } from './fixtures.js'

/** The methods are radio buttons drawn as their labels: a click on the label chooses one. */
async function chooseMethod(page: Page, method: string): Promise<void> {
  const name = page.locator('.payment-method-name', { hasText: new RegExp(`^${method}$`) })
  await page.locator('label.payment-method').filter({ has: name }).click()
  await expect(page.getByRole('radio', { name: method, exact: true })).toBeChecked()
}

const yesterday = () => {
  const day = new Date(Date.now() - 86_400_000)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}

test('an admin makes a code, a member in the Netherlands pays with it, and the admin sees its use and revenue', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const code = `NL30-${Date.now().toString(36).toUpperCase()}`
  const admin = await enrolledStaff(browser, baseURL, 'admin')
  const desk = admin.page

  // The admin opens the codes from the navigation and makes a new one.
  await desk.goto('/admin')
  await untilHydrated(desk)
  await desk.getByRole('link', { name: 'Discount codes', exact: true }).first().click()
  await expect(desk).toHaveURL(/\/admin\/discounts$/)
  await expect(desk.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible()
  // Each site has its welcome code; other journeys may have added sites of their own.
  const welcome = desk.getByRole('row').filter({ hasText: 'TIMEBONUS25' })
  await expect(welcome.filter({ hasText: 'Amora' })).toBeVisible()
  await expectAccessible(desk, 'discount codes')
  await desk.getByRole('link', { name: 'New code' }).click()
  await expect(desk).toHaveURL(/\/admin\/discounts\/new$/)
  await expect(desk.getByRole('heading', { level: 1, name: 'New discount code' })).toBeVisible()

  await desk.getByLabel('Code', { exact: true }).fill(code.toLowerCase())
  await desk.getByLabel('Discount (%)').fill('95')
  await desk.getByLabel('Validity').selectOption('once-per-user')
  await desk.getByLabel('Country').selectOption('NL')
  await desk.getByRole('button', { name: 'Create code' }).click()
  // Checked in the browser first: the percentage is refused on its field, nothing is sent.
  const percentage = desk.getByLabel('Discount (%)')
  await expect(percentage).toHaveAttribute('aria-invalid', 'true')
  await expect(desk.getByText('Enter a whole percentage from 1 to 90.')).toBeVisible()
  await percentage.fill('30')
  // An expiry in the past is refused by the server, on its field.
  await desk.getByLabel('Expires').fill(yesterday())
  await desk.getByRole('button', { name: 'Create code' }).click()
  await expect(desk.getByText('Choose an expiry date in the future, or none.')).toBeVisible()
  await expect(desk.getByLabel('Expires')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(desk, 'new discount code with errors')
  await desk.getByLabel('Expires').fill('')
  await desk.getByRole('button', { name: 'Create code' }).click()
  await expect(desk).toHaveURL(/\/admin\/discounts\/\d+$/)
  await expect(desk.getByRole('heading', { level: 1, name: code })).toBeVisible()
  await expect(desk.getByText('No completed payment with this code yet.')).toBeVisible()
  const codeUrl = desk.url()
  await expectAccessible(desk, 'discount code page')

  // A member in the Netherlands enters the code at the checkout and pays through the test checkout.
  const member = await activatedMember(browser, baseURL, 'Noor')
  const page = member.page
  const moved = await page.request.put('/api/profile.php', { data: { country: 'NL', region_id: null } })
  expect(moved.ok(), await moved.text()).toBe(true)
  await page.goto('/credits')
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Buy \d+ credits$/ })
    .click()
  await expect(page).toHaveURL(/\/credits\/\d+$/)
  await page.getByLabel('Discount code').fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status').filter({ hasText: code })).toBeVisible()
  await chooseMethod(page, 'iDEAL')
  await page.getByRole('checkbox', { name: /payment terms/ }).check()
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/test\/tst_/)
  await page.getByRole('button', { name: 'Paid', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible()

  // The admin finds the code with one use and the revenue it brought, and opens it with the keyboard.
  await desk.goto(`/admin/discounts?search=${code}`)
  const row = desk.getByRole('row').filter({ hasText: code })
  await expect(row).toHaveCount(1)
  await expect(row.locator('td').nth(6)).toHaveText('1')
  await expect(row.locator('td').nth(7)).toContainText('€')
  await expect(row).toContainText('Once per member')
  await expect(row).toContainText('NL')
  await expectAccessible(desk, 'discount codes with a use')
  await row.focus()
  await desk.keyboard.press('Enter')
  await expect(desk).toHaveURL(codeUrl)
  const uses = desk.getByRole('region', { name: 'Latest uses' })
  await expect(uses.getByRole('link', { name: `Noor (#${member.id})` })).toHaveAttribute(
    'href',
    `/admin/members/${member.id}`,
  )
  await expect(uses.getByRole('link', { name: /^#\d+$/ })).toHaveAttribute('href', /\/admin\/payments\/\d+$/)

  // Pausing asks first; the member is then told the code is not found.
  await desk.getByRole('button', { name: 'Pause' }).click()
  const dialog = desk.getByRole('dialog')
  await expect(dialog).toContainText('Code not found')
  await expectAccessible(desk, 'pause confirmation')
  await dialog.getByRole('button', { name: 'Pause' }).click()
  await expect(dialog).toBeHidden()
  await expect(desk.getByText('Paused', { exact: true }).first()).toBeVisible()
  const lookup = await page.request.get(`/api/discountcode.php?code=${code}`)
  expect(lookup.status()).toBe(404)
})
