import type { HomeResponse } from '../src/shared/api/landers.js'
import { expect, expectAccessible, test, untilHydrated } from './fixtures.js'

for (const { width, height, lang, cta, steps, faces } of [
  {
    width: 390,
    height: 844,
    lang: 'en',
    cta: 'Sign up free',
    steps: 'How Amora works',
    faces: 'New faces near you',
  },
  {
    width: 1280,
    height: 900,
    lang: 'pl',
    cta: 'Zarejestruj się za darmo',
    steps: 'Jak działa Amora',
    faces: 'Nowe twarze w Twojej okolicy',
  },
]) {
  test(`the home page leads with faces of the visitor's country at ${width} px (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    // In the visitor's language, past the adult warning (its own journeys show it).
    await context.addCookies([
      { name: 'i18n_redirected', value: lang, url: baseURL ?? '' },
      { name: 'entry_warning_dismissed', value: String(Date.now()), url: baseURL ?? '' },
    ])
    await page.setViewportSize({ width, height })
    const hero = page.locator('.home-hero')
    const mosaic = hero.getByRole('listitem')
    const homeNow = async () =>
      ((await (await page.request.get('/api/home.php')).json()) as HomeResponse).home
    let home = await homeNow()
    // The page and the API are read a moment apart, while earlier journeys' members drop out of "online"
    // (ten minutes after their last visit) and the page may be a few seconds old (shared pages are kept
    // briefly): they are compared until one reading falls between two API answers that agree.
    await expect(async () => {
      await page.goto('/')
      const before = home
      home = await homeNow()
      expect(home).toEqual(before)
      await expect(mosaic.first()).toContainText(`${home.members[0]?.name}, ${home.members[0]?.age}`, {
        timeout: 1000,
      })
      if (home.online_count > 0)
        await expect(hero.locator('.home-online')).toContainText(String(home.online_count), { timeout: 1000 })
    }).toPass({ timeout: 40_000 })
    await untilHydrated(page)
    expect(home.members.length).toBeGreaterThan(6)

    // Six faces come first, in the first screen, and the first of them has arrived.
    await expect(mosaic).toHaveCount(6)
    const first = mosaic.first().locator('img')
    await expect(first).toBeInViewport()
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    await expect(hero.getByRole('link', { name: cta })).toBeVisible()

    // How it works, in three pictures; then more members and the call again.
    const how = page.getByRole('region', { name: steps })
    await expect(how.getByRole('listitem')).toHaveCount(3)
    const more = page.getByRole('region', { name: faces })
    await expect(more.getByRole('listitem')).toHaveCount(home.members.length - 6)
    await expectAccessible(page, `home page at ${width} px`)

    // A visitor who picks a face is asked to sign up first (a page on a phone, a dialog on a desktop).
    await mosaic.nth(1).getByRole('link').click()
    await expect(page.getByRole('textbox', { name: /e-mail/i })).toBeVisible()
  })
}
