import { activatedMember, expect, test } from './fixtures.js'

// A page whose server HTML differs from the client's first render throws while hydrating (invalid
// nesting such as a div inside a paragraph is the usual cause); every page must hydrate cleanly.
const visitorPages = [
  '/',
  '/login',
  '/signup',
  '/reset-password',
  '/activate',
  '/pages/faq',
  '/match-finder',
  '/pricing',
  '/premium',
]
const memberPages = [
  '/members',
  '/profile',
  '/likes',
  '/likes/received',
  '/swipe-game',
  '/chats',
  '/activate',
  // A new member: the time-bonus banner is in the first paint.
  '/credits',
  '/premium',
  '/credits/1',
  '/credits/repeat-order',
  '/directdebit',
  '/transactions',
]

test('every page hydrates without an error, for visitors and members', async ({ browser, baseURL }) => {
  test.setTimeout(90_000)
  const member = await activatedMember(browser, baseURL, 'Hydra')
  const visitor = await browser.newPage({ baseURL })
  for (const [page, paths] of [
    [visitor, visitorPages],
    [member.page, memberPages],
  ] as const) {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    for (const path of paths) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    expect(errors).toEqual([])
  }
  await visitor.close()
  await member.context.close()
})
