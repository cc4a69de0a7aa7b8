import { activatedMember, expect, expectAccessible, test } from './fixtures.js'

// The pages members and visitors use, each checked by axe on a phone and on a desktop. The journeys check
// dialogs and states on their way; this walk makes sure no page is left out.
const visitorPages = [
  '/',
  '/login',
  '/signup',
  '/reset-password',
  '/pages/terms',
  '/pages/faq',
  '/pricing',
  '/complaints',
  '/match-finder',
  '/landers/gallery',
  '/landers/tinderswipe',
]
const memberPages = [
  '/members',
  '/profile',
  '/profile/about',
  '/profile/interests',
  '/profile/settings',
  '/likes',
  '/likes/received',
  '/swipe-game',
  '/chats',
  '/premium',
  '/credits',
  '/credits/1',
  '/transactions',
  '/notifications',
  '/complaints',
]

// English at both widths, and the longer words of German and the plural forms of Polish once each.
for (const [width, language] of [
  [390, 'en'],
  [1280, 'en'],
  [390, 'de'],
  [1280, 'pl'],
] as const) {
  test(`every page passes axe at ${width} px in ${language}, for visitors and members`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    // Past the adult warning, which its own journey checks, in the language of the walk.
    const warned = [
      { name: 'entry_warning_dismissed', value: String(Date.now()), url: baseURL ?? '' },
      { name: 'i18n_redirected', value: language, url: baseURL ?? '' },
    ]
    const visitor = await browser.newContext({ baseURL, viewport: { width, height: 900 } })
    await visitor.addCookies(warned)
    const member = await activatedMember(browser, baseURL, 'Axel')
    await member.context.addCookies(warned)
    await member.page.setViewportSize({ width, height: 900 })
    for (const [page, paths] of [
      [await visitor.newPage(), visitorPages],
      [member.page, memberPages],
    ] as const) {
      for (const path of paths) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expectAccessible(page, `${path} at ${width} px in ${language}`)
      }
    }
    await visitor.close()
    await member.context.close()
  })
}
