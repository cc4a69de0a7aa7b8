import { expect, test } from './fixtures.js'

// The pages a visitor opens first, kept as pictures beside this file (screens.spec.ts-snapshots): work on
// their speed (chunks, purged styles, markup written by hand in place of components) must leave them looking
// as they did. Pages whose content changes with the members on the site (the home page, with its faces and
// the number online) are left to the journeys (home.spec.ts).
const pages = [
  { name: 'login', path: '/login', fullPage: true },
  // Its first screen: the rest is more of the same text.
  { name: 'terms', path: '/pages/terms', fullPage: false },
]

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    for (const { name, path, fullPage } of pages) {
      test(`${name} looks as it did`, async ({ page, baseURL }) => {
        // As a returning visitor: the adult entry warning was confirmed before.
        await page
          .context()
          .addCookies([{ name: 'entry_warning_dismissed', value: String(Date.now()), url: baseURL ?? '' }])
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage,
          animations: 'disabled',
          caret: 'hide',
          // The copyright's year changes on its own every January.
          mask: [page.locator('.site-footer p').last()],
        })
      })
    }
  })
}
