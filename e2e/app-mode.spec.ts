import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type LaunchOptions, type Page } from '@playwright/test'
import sharp from 'sharp'
import { activatedMember, expect, mailedLink, test, unique, untilHydrated } from './fixtures.js'

interface AppWindow {
  context: BrowserContext
  page: Page
  close: () => Promise<void>
}

/**
 * A Chromium app window (--app), the way an installed web app runs: the page's matchMedia reports
 * display-mode standalone, as on a phone's home screen. It has a profile of its own.
 */
async function openAppWindow(
  launchOptions: LaunchOptions,
  baseURL: string,
  path: string,
): Promise<AppWindow> {
  const profile = mkdtempSync(join(tmpdir(), 'amora-app-'))
  const url = `${baseURL}${path}`
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: { width: 390, height: 800 },
    args: [...(launchOptions.args ?? []), `--app=${url}`],
  })
  const page = context.pages()[0] ?? (await context.waitForEvent('page'))
  await page.waitForURL(url)
  const close = async () => {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
  return { context, page, close }
}

const back = (page: Page) => page.getByRole('button', { name: /^(Back|Zurück)$/ })

async function openFirstMemberFromSearch(page: Page) {
  await page.goto('/members')
  await untilHydrated(page)
  const card = page.getByRole('list', { name: 'Search results' }).locator('a[href^="/members/"]').first()
  await expect(card).toBeVisible()
  await card.click()
  await expect(page).toHaveURL(/\/members\/\d+$/)
}

test('the page links a manifest whose icons are PNGs of the stated sizes', async ({ page }) => {
  await page.goto('/login')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const response = await page.request.get(href ?? '')
  expect(response.headers()['content-type']).toContain('application/manifest+json')
  const manifest = (await response.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    icons: { src: string; sizes: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({
    name: 'Amora',
    short_name: 'Amora',
    start_url: '/members',
    display: 'standalone',
  })
  expect(manifest.icons.length).toBeGreaterThan(0)
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src)
    expect(png.headers()['content-type']).toBe('image/png')
    const meta = await sharp(await png.body()).metadata()
    expect(`${meta.width}x${meta.height}`).toBe(icon.sizes)
  }
})

test.describe('installed app', () => {
  test('no entry warning, and a Back button only on deep pages after navigating', async ({
    launchOptions,
    baseURL,
  }) => {
    const app = await openAppWindow(launchOptions, baseURL ?? '', '/login')
    const { page } = app
    expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true)
    // A visitor's first page in the app: no adult entry warning, which the browser tab would show.
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    const started = Date.now()
    const email = `appa.${unique()}@example.com`
    const signup = await page.request.post('/api/signup.php', {
      data: { email, name: 'Appa', password: 'Appa-e2e-password-1', date_of_birth: '1991-03-02' },
    })
    expect(signup.ok(), await signup.text()).toBe(true)
    const id = ((await signup.json()) as { user: { id: number } }).user.id
    await page.goto(await mailedLink(email, '/activate', started))
    await expect(page).toHaveURL(/\/activate\/done$/)

    // A member page opened directly: nothing inside the app to go back to.
    await page.goto(`/members/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Appa')
    await expect(back(page)).toHaveCount(0)

    // From the search to a profile (members-id): Back appears and leads back to the search.
    await openFirstMemberFromSearch(page)
    await expect(back(page)).toBeVisible()
    await back(page).click()
    await expect(page).toHaveURL(/\/members$/)
    await expect(back(page)).toHaveCount(0)

    // The credits (a deep page) from the time-bonus banner: Back again. My profile is not a deep page.
    await page
      .getByRole('complementary', { name: 'Welcome bonus' })
      .getByRole('link', { name: 'Claim it' })
      .click()
    await expect(page).toHaveURL(/\/credits$/)
    await expect(back(page)).toBeVisible()
    await page.getByRole('button', { name: 'Show menu' }).click()
    // The menu slides open; its buttons move until it is done, so a click waits for that.
    await expect(page.locator('.navbar-collapse')).toHaveClass(/(^|\s)show(\s|$)/)
    await page.getByRole('button', { name: 'Appa', exact: true }).click()
    await page.getByRole('link', { name: 'My profile' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(back(page)).toHaveCount(0)
    await app.close()
  })
})

test('in a browser tab the Back button never shows', async ({ browser, baseURL }) => {
  const member = await activatedMember(browser, baseURL, 'Tabby')
  await openFirstMemberFromSearch(member.page)
  await expect(member.page.getByRole('link', { name: /search/i }).first()).toBeVisible()
  await expect(back(member.page)).toHaveCount(0)
  await member.context.close()
})

test('/lang-config switches the interface language and keeps it after a reload', async ({
  browser,
  baseURL,
}) => {
  const member = await activatedMember(browser, baseURL, 'Lina')
  const { page } = member
  await page.goto('/lang-config')
  await untilHydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Language')
  await page.getByRole('button', { name: 'Deutsch' }).click()
  await expect(page.getByRole('status')).toHaveText('Die Seite wird jetzt auf Deutsch angezeigt.')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprache')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sprache')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  // Saved on the account: another device of the member gets German too.
  const user = await page.request.get('/api/user.php', { headers: { 'X-Request-Type': 'client' } })
  expect(((await user.json()) as { user: { language: string } }).user.language).toBe('de')
  await member.context.close()
})
