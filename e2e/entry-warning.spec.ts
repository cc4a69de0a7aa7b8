import { expect, expectAccessible, holdScripts, test } from './fixtures.js'

// The adult entry warning is drawn by the server (docs/product.md §2 Site-entry warning modal): it is up in the
// first paint, before the scripts run and without them, and the page under it cannot be reached until it is
// confirmed.
const warningOf = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', {
    name: /adults only|nur für erwachsene|tylko dla dorosłych|réservé aux adultes/i,
  })

test('without JavaScript the warning is up, takes the keyboard, and its form confirms it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/pages/terms?from=test')
  const warning = warningOf(page)
  await expect(warning).toBeVisible()
  const enter = warning.getByRole('button', { name: 'I am 18 or older – enter' })
  await expect(enter).toBeFocused()
  // The page under it is inert: Tab stays within the warning.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const focusedInWarning = await page.evaluate(
    () => document.activeElement?.closest('.entry-warning') !== null,
  )
  expect(focusedInWarning).toBe(true)
  await expect(warning.getByRole('link', { name: 'Leave' })).toHaveAttribute(
    'href',
    'https://www.google.com/',
  )

  await enter.click()
  await expect(page).toHaveURL(/\/pages\/terms\?from=test$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goto('/login')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await context.close()
})

test('the warning is on the page before the scripts, is still there once they run, and is confirmed once', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL })
  await context.addCookies([{ name: 'i18n_redirected', value: 'pl', url: baseURL ?? '' }])
  const page = await context.newPage()
  const release = await holdScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })
  const warning = warningOf(page)
  await expect(warning).toBeVisible()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  // Nobody types into the login form behind it.
  await expect(page.locator('.layout-default')).toHaveAttribute('inert', '')

  release()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(warning).toBeVisible()
  await warning.getByRole('button').click()
  await expect(warning).toBeHidden()
  await expect(page.locator('.layout-default')).not.toHaveAttribute('inert')
  await page.getByLabel('Adres e-mail').fill('someone@example.com')

  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await context.close()
})

test('a visitor who confirmed it before the server knew (kept in the browser only) is not asked again', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.addInitScript(() =>
    localStorage.setItem('entry-warning-dismissed', JSON.stringify({ at: Date.now() })),
  )
  await page.goto('/login')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // From now on the server leaves it out of the first paint too.
  const cookies = await context.cookies()
  expect(cookies.map((cookie) => cookie.name)).toContain('entry_warning_dismissed')
  const html = await (await page.request.get('/login')).text()
  expect(html).not.toContain('role="dialog"')
  await context.close()
})

for (const [width, lang] of [
  [390, 'de'],
  [1280, 'de'],
  [390, 'pl'],
  [1280, 'pl'],
  [390, 'fr'],
  [1280, 'fr'],
] as const) {
  test(`the warning is accessible at ${width} px, in ${lang}`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } })
    await context.addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL ?? '' }])
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
    await expect(warningOf(page)).toBeVisible()
    await page.screenshot({ path: `test-results/entry-warning-${lang}-${width}.png` })
    await expectAccessible(page, `entry warning at ${width} px`)
    await context.close()
  })
}
