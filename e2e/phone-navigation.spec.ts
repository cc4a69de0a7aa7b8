import { activatedMember, enterSite, expect, expectAccessible, test, untilHydrated } from './fixtures.js'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('on a phone the menu opens from its toggle and offers the languages and the login', async ({ page }) => {
  await page.goto('/pages/faq')
  await enterSite(page)
  await untilHydrated(page)
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

for (const [lang, names] of [
  [
    'de',
    {
      tabs: 'Bereiche',
      discover: 'Entdecken',
      swipe: 'Swipen',
      likes: 'Likes',
      messages: 'Nachrichten',
      me: 'Profil',
    },
  ],
  [
    'pl',
    {
      tabs: 'Sekcje',
      discover: 'Odkrywaj',
      swipe: 'Przesuwaj',
      likes: 'Polubienia',
      messages: 'Wiadomości',
      me: 'Profil',
    },
  ],
] as const) {
  test(`a member on a phone moves between the sections with the tab bar (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const member = await activatedMember(browser, baseURL, 'Tabea')
    const page = member.page
    await page.setViewportSize({ width: 390, height: 844 })
    await member.context.addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL ?? '' }])
    await page.goto('/members')
    const tabs = page.getByRole('navigation', { name: names.tabs })
    await expect(tabs).toBeVisible()
    await expect(tabs.getByRole('link', { name: names.discover })).toHaveClass(/active/)
    // The foot of the page is not under the tab bar.
    const bar = await tabs.boundingBox()
    expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(844)
    await expectAccessible(page, `tab bar at 390 px (${lang})`)

    await tabs.getByRole('link', { name: names.messages }).click()
    await expect(page).toHaveURL(/\/chats$/)
    await page.goBack()
    await tabs.getByRole('link', { name: names.likes }).click()
    await expect(page).toHaveURL(/\/likes$/)
    await expect(tabs.getByRole('link', { name: names.likes })).toHaveClass(/active/)
    await tabs.getByRole('link', { name: names.me }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await tabs.getByRole('link', { name: names.swipe }).click()
    await expect(page).toHaveURL(/\/swipe-game$/)
    await member.context.close()
  })
}

test('on a desktop the sections stay in the top bar and there is no tab bar', async ({
  browser,
  baseURL,
}) => {
  const member = await activatedMember(browser, baseURL, 'Desko')
  const page = member.page
  await page.goto('/members')
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden()
  const top = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(top.getByRole('link', { name: 'Search members' })).toBeVisible()
  await expect(top.getByRole('link', { name: /^Messages/ })).toBeVisible()
  await expectAccessible(page, 'top bar at 1280 px')
  await member.context.close()
})
