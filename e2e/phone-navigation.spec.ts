import { enterSite, expect, test } from './fixtures.js'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('on a phone the menu opens from its toggle and offers the languages and the login', async ({ page }) => {
  await page.goto('/pages/faq')
  await enterSite(page)
  const login = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Log in' })
  await expect(login).toBeHidden()
  await page.getByRole('button', { name: 'Show menu' }).click()
  await expect(login).toBeVisible()
  // The menu slides open; its buttons move until it is done, so a click waits for that.
  await expect(page.locator('.navbar-collapse')).toHaveClass(/(^|\s)show(\s|$)/)
  await page.getByRole('button', { name: /^Language/ }).click()
  await page.getByRole('button', { name: 'Français' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions fréquentes')
})
