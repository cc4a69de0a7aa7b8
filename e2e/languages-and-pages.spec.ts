import { enterSite, expect, test, untilHydrated } from './fixtures.js'

test('a visitor switches to German, keeps it after reload, reads an info page and meets the 404 page', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Amora – meet singles near you')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await enterSite(page)
  await untilHydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet singles near you')

  await page.getByRole('button', { name: /^Language/ }).click()
  await page.getByRole('button', { name: 'Deutsch' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible()

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible()
  // The warning was dismissed once: it does not come back.
  await expect(page.getByRole('dialog')).toBeHidden()

  await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' }).click()
  await expect(page).toHaveURL(/\/pages\/privacy$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Datenschutz')
  await expect(page).toHaveTitle(/Datenschutz.* \| Amora/)

  const response = await page.goto('/gibt-es-nicht')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite konnte nicht gefunden werden')
  await page.getByRole('link', { name: 'Zurück zur Startseite' }).click()
  await expect(page).toHaveURL(/\/$/)
})
