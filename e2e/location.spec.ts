import type { BrowserContext, Page } from '@playwright/test'
import { enterSite, expect, test, unique, untilHydrated } from './fixtures.js'

/** Signs up on the /signup page and skips the photo, which leaves the personal-info step open. */
async function signUpToPersonalInfo(page: Page) {
  await page.goto('/signup')
  await enterSite(page)
  await untilHydrated(page)
  await page.getByLabel('E-mail address').fill(`loc.${unique()}@example.com`)
  await page.getByLabel('Username').fill('Noor')
  await page.getByLabel('Password', { exact: true }).fill('a-good-password')
  await page.getByLabel('Day', { exact: true }).selectOption('7')
  await page.getByLabel('Month', { exact: true }).selectOption('3')
  await page.getByLabel('Year', { exact: true }).selectOption('1990')
  await page.getByRole('button', { name: 'Create my free account' }).click()
  await expect(page.getByRole('heading', { name: 'Add a photo' })).toBeVisible()
  await page.getByRole('button', { name: 'Skip for now' }).click()
  await expect(page.getByRole('heading', { name: 'Personal info' })).toBeVisible()
}

/** Blocks geolocation for the site as a visitor would in the browser's site settings. */
async function blockGeolocation(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page)
  const { targetInfo } = await cdp.send('Target.getTargetInfo')
  await cdp.send('Browser.setPermission', {
    permission: { name: 'geolocation' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  })
}

test.describe('location in the signup', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('"Use my location" fills in the town and the province, and they are saved', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['geolocation'], { origin: baseURL })
    await context.setGeolocation({ latitude: 52.3702, longitude: 4.8952 })
    await signUpToPersonalInfo(page)

    await expect(
      page.getByText('Other members only see your town, never where exactly you are.'),
    ).toBeVisible()
    const geocodeCall = page.waitForRequest((request) => request.url().includes('/api/geocode.php'))
    await page.getByRole('button', { name: 'Use my location' }).click()
    // Only the rounded position leaves the browser.
    expect(new URL((await geocodeCall).url()).search).toBe('?lat=52.37&lon=4.90')

    await expect(page.getByText('Your location: Amsterdam, Noord-Holland')).toBeVisible()
    await expect(page.getByLabel('Town or city')).toHaveValue('Amsterdam')
    await expect(page.getByLabel('Province')).toHaveValue(
      String(
        (await (await page.request.get('/api/regions.php?country=NL')).json()).regions.NL.regions.find(
          (region: { name: string }) => region.name === 'Noord-Holland',
        ).id,
      ),
    )
    await expect(page.getByLabel('Province').locator('option:checked')).toHaveText('Noord-Holland')

    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByRole('heading', { name: 'About me' })).toBeVisible()
    const saved = (await (await page.request.get('/api/profile.php')).json()).profile
    // The position is kept (coarsely) for distances, but never sent back, not even to the member.
    expect(saved).toMatchObject({ country: 'NL', city: 'Amsterdam', has_location: true })
    expect(saved.region_id).not.toBeNull()
    expect(saved).not.toHaveProperty('latitude')
  })

  test('a visitor who blocked location is told how to allow it, and can use it once allowed', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin
    await blockGeolocation(context, page, origin)
    await context.setGeolocation({ latitude: 52.3702, longitude: 4.8952 })
    await signUpToPersonalInfo(page)

    const denied = page.getByText(/Location access is blocked for this website\. To use it, allow location/)
    await expect(denied).toBeVisible()
    await page.getByRole('button', { name: 'Use my location' }).click()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(denied).toBeVisible()
    await expect(page.getByLabel('Town or city')).toHaveValue('')

    // Allowing it in the browser is picked up at once (the permission's change event).
    await context.grantPermissions(['geolocation'], { origin })
    await expect(denied).toBeHidden()
    await page.getByRole('button', { name: 'Use my location' }).click()
    await expect(page.getByLabel('Town or city')).toHaveValue('Amsterdam')
  })
})
