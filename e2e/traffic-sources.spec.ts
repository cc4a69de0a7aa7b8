import { readFile } from 'node:fs/promises'
import { enrolledStaff, expect, expectAccessible, test, unique, untilHydrated } from './fixtures.js'

test('a lander visit and signup show under their network in the traffic report and its CSV', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const page = await visitor.newPage()
  const visitCall = page.waitForResponse(
    (response) => response.url().endsWith('/api/visit.php') && response.request().method() === 'POST',
  )
  await page.goto('/landers/adultonly?network=adnet&sub1=abc')
  await untilHydrated(page)
  const visit = await visitCall
  expect(visit.status()).toBe(200)
  // One visit per tab: another page of the same visit sends nothing more.
  expect(await page.evaluate(() => sessionStorage.getItem('amora-visit'))).toMatch(/^[\w-]{22}$/)
  expect((await visitor.cookies()).map((cookie) => cookie.name)).not.toContain('amora-visit')

  await page
    .getByRole('link', { name: /sign me up free/i })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Sign up free' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('E-mail address').fill(`traffic.${unique()}@example.com`)
  await dialog.getByLabel('Username').fill(`Traffic${Math.floor(Math.random() * 1e5)}`)
  await dialog.getByLabel('Password', { exact: true }).fill('traffic-password-1')
  await dialog.getByLabel('Day', { exact: true }).selectOption('12')
  await dialog.getByLabel('Month', { exact: true }).selectOption('5')
  await dialog.getByLabel('Year', { exact: true }).selectOption('1988')
  await dialog.getByRole('button', { name: 'Create my free account' }).click()
  await expect(dialog.getByRole('heading', { name: 'Add a photo' })).toBeVisible()

  const admin = await enrolledStaff(browser, baseURL, 'admin')
  const desk = admin.page
  await desk.goto('/admin')
  await desk.getByRole('link', { name: 'Traffic sources', exact: true }).first().click()
  await expect(desk).toHaveURL(/\/admin\/traffic$/)
  await expect(desk.getByRole('heading', { level: 1, name: 'Traffic sources' })).toBeVisible()
  const row = desk
    .getByRole('row')
    .filter({ has: desk.getByRole('rowheader', { name: 'adnet', exact: true }) })
  const cells = row.getByRole('cell')
  await expect(cells.nth(0)).toHaveText('1') // visitors
  await expect(cells.nth(2)).toHaveText('1') // signups
  await expectAccessible(desk, 'traffic report')

  // Grouped by sub ID 1 within the network.
  await desk.getByLabel('Group by').selectOption({ label: 'Sub ID 1' })
  await desk.getByLabel('Network', { exact: true }).fill('adnet')
  await desk.getByRole('button', { name: 'Apply' }).click()
  await expect(desk).toHaveURL(/group=sub1/)
  await expect(desk).toHaveURL(/network=adnet/)
  await expect(desk.getByRole('rowheader', { name: 'abc', exact: true })).toBeVisible()

  await desk.getByLabel('Group by').selectOption({ label: 'Network' })
  await desk.getByLabel('Network', { exact: true }).fill('')
  await desk.getByRole('button', { name: 'Apply' }).click()
  await expect(desk.getByRole('rowheader', { name: 'adnet', exact: true })).toBeVisible()
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^traffic-network-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile(await download.path(), 'utf8')
  expect(csv.split('\r\n')[0]).toContain('Network,Visitors,Bounce rate,Signups')
  // Revenue columns follow, one per currency other journeys paid in: empty for this network.
  expect(csv.split('\r\n').find((line) => line.startsWith('adnet,'))).toMatch(/^adnet,1,,1,0,0(,)*$/)

  // The network's postback.
  await desk.getByRole('link', { name: 'Postbacks' }).click()
  await expect(desk.getByRole('heading', { level: 1, name: 'Postbacks' })).toBeVisible()
  await desk.getByLabel('Network', { exact: true }).fill('adnet')
  await desk.getByLabel('URL template').fill('https://tracker.example/postback?click={sub1}&amount={price}')
  await desk.getByRole('button', { name: 'Save' }).click()
  await expect(desk.getByText('{price} is not a known placeholder.')).toBeVisible()
  await desk.getByLabel('URL template').fill('https://tracker.example/postback?click={sub1}&amount={amount}')
  await desk.getByLabel('First purchase').check()
  await desk.getByRole('button', { name: 'Save' }).click()
  await expect(desk.getByRole('rowheader', { name: 'adnet', exact: true })).toBeVisible()
  await expect(desk.getByText('Activation, First purchase')).toBeVisible()
  await expectAccessible(desk, 'postbacks')
  await visitor.close()
})
