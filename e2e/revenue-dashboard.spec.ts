import { readFile } from 'node:fs/promises'
import { activatedMember, enrolledStaff, expect, expectAccessible, test } from './fixtures.js'

test('an admin reads the revenue dashboard, by day and by week, and downloads a chart as CSV', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  // A member signs up and buys credits with PayPal today.
  const member = await activatedMember(browser, baseURL, 'Rita')
  const shop = member.page
  await shop.goto('/credits')
  await shop
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Buy \d+ credits$/ })
    .click()
  await expect(shop).toHaveURL(/\/credits\/\d+$/)
  const paypal = shop.locator('.payment-method-name', { hasText: /^PayPal$/ })
  await shop.locator('label.payment-method').filter({ has: paypal }).click()
  await shop.getByRole('checkbox', { name: /payment terms/ }).check()
  await shop.getByRole('button', { name: 'Pay now' }).click()
  await expect(shop).toHaveURL(/\/checkout\/test\/tst_/)
  await shop.getByRole('button', { name: 'Paid', exact: true }).click()
  await expect(shop.getByRole('heading', { name: 'Payment completed' })).toBeVisible()

  // The summaries are kept by a job; the dashboard brings today's up to date when it is asked.
  const admin = await enrolledStaff(browser, baseURL, 'admin')
  const desk = admin.page
  await expect
    .poll(
      async () => {
        const response = await desk.request.get('/api/staff/revenue.php')
        const body = (await response.json()) as { totals: { first_purchases: number } }
        return body.totals.first_purchases
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0)

  await desk.goto('/admin')
  await desk.getByRole('link', { name: 'Revenue', exact: true }).first().click()
  await expect(desk).toHaveURL(/\/admin\/revenue$/)
  await expect(desk.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible()
  for (const card of ['Signups', 'First purchases', 'Conversion', 'Revenue per paying member', 'Online now'])
    await expect(desk.locator('.card-body').filter({ hasText: card }).first()).toBeVisible()

  // Each chart is drawn, and its numbers are in a table: a row a day for the last 30 days.
  const members = desk.getByRole('region', { name: 'Signups, activations and first purchases' })
  await expect(members.locator('canvas').first()).toBeAttached()
  // uPlot's own styles are there (the build keeps its classes): the cursor layer lies over the canvas.
  await expect(members.locator('.u-over')).toHaveCSS('position', 'absolute')
  await expect(
    members.getByRole('img', { name: /Signups, activations and first purchases/ }),
  ).toHaveAttribute('aria-busy', 'false')
  await expect(members.locator('tbody tr')).toHaveCount(30)
  const byMethod = desk.getByRole('region', { name: /^Revenue by payment method/ })
  await expect(byMethod.getByRole('columnheader', { name: 'PayPal' })).toBeVisible()
  await expect(desk.locator('canvas')).not.toHaveCount(0)
  await expectAccessible(desk, 'revenue dashboard by day')

  // By week: the URL keeps it, the rows are weeks.
  await desk.getByText('Week', { exact: true }).click()
  await expect(desk).toHaveURL(/by=week/)
  await expect(members.getByRole('columnheader', { name: 'Week starting' })).toBeVisible()
  const weeks = await members.locator('tbody tr').count()
  expect(weeks).toBeGreaterThanOrEqual(5)
  expect(weeks).toBeLessThanOrEqual(6)

  const downloading = desk.waitForEvent('download')
  await members.getByRole('button', { name: 'Download CSV' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(
    /^revenue-members-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-week\.csv$/,
  )
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '')
  const lines = csv.trim().split('\r\n')
  expect(lines[0]).toBe('Period start,Signups,Activations,First purchases')
  expect(lines).toHaveLength(weeks + 1)
  for (const line of lines.slice(1)) expect(line).toMatch(/^\d{4}-\d{2}-\d{2},\d+,\d+,\d+$/)
  const total = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[3]), 0)
  expect(total).toBeGreaterThan(0)
  await expectAccessible(desk, 'revenue dashboard by week')
  await desk.screenshot({ path: test.info().outputPath('revenue-1280.png'), fullPage: true })

  // On a phone the charts take the full width.
  await desk.setViewportSize({ width: 390, height: 844 })
  const chart = desk.locator('[data-chart="members"]')
  await expect.poll(async () => (await chart.boundingBox())?.width ?? 0).toBeGreaterThan(300)
  await desk.screenshot({ path: test.info().outputPath('revenue-390.png'), fullPage: true })

  await member.context.close()
  await admin.context.close()
})
