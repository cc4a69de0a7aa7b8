import sharp from 'sharp'
import { activatedMember, expect, expectAccessible, test, textsOf, untilHydrated } from './fixtures.js'

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const desktop = { viewport: { width: 1280, height: 900 } }

const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer()

// The member's screens of the redesign, walked in three languages at both widths with axe on each: the
// faces first and the filters in their sheet, a gift from a profile, the profile's own screens with the
// uploader (frame, reorder) and the choice of country. The journeys of each feature go deeper in English.
for (const [width, language] of [
  [390, 'pl'],
  [1280, 'pl'],
  [390, 'it'],
  [1280, 'it'],
  [390, 'de'],
  [1280, 'de'],
] as const) {
  test(`a member's screens at ${width} px in ${language}: search, gift, profile`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const t = textsOf(language)
    const at = `at ${width} px (${language})`
    const device = width === 390 ? phone : desktop
    const member = await activatedMember(browser, baseURL, 'Zoe', undefined, device)
    const other = await activatedMember(browser, baseURL, 'Jan')
    const page = member.page
    await member.context.addCookies([{ name: 'i18n_redirected', value: language, url: baseURL ?? '' }])

    // Faces fill the first screen; the filters wait in their sheet.
    await page.goto('/members')
    await untilHydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page.locator('.member-grid img').first()).toBeInViewport()
    await expectAccessible(page, `search ${at}`)
    await page.getByRole('button', { name: t('search.filters') }).click()
    const sheet = page.getByRole('dialog', { name: t('search.filters') })
    const filters = sheet.getByRole('form', { name: t('search.form_label') })
    await filters.getByLabel(t('search.country'), { exact: true }).selectOption('NL')
    await expectAccessible(page, `filters sheet ${at}`)
    await filters.getByRole('button', { name: t('search.submit') }).click()
    await expect(sheet).toBeHidden()
    await expect(page).toHaveURL(/[?&]country=NL/)
    await expect(page.locator('.member-grid img').first()).toBeVisible()

    // A gift from the profile, in the chat's picker.
    await page.goto(`/members/${other.id}`)
    await untilHydrated(page)
    await expectAccessible(page, `profile ${at}`)
    await page.getByRole('button', { name: t('chat.gifts.profile_button', { name: 'Jan' }) }).click()
    const gifts = page.getByRole('dialog', { name: t('chat.gifts.title', { name: 'Jan' }) })
    await expect(gifts).toBeVisible()
    await expectAccessible(page, `gift picker ${at}`)
    await gifts
      .getByRole('button', { name: t('chat.gifts.send', { gift: t('gifts.rose'), count: 15 }) })
      .click()
    await expect(gifts).toBeHidden()
    await expect(
      page.getByRole('status').filter({ hasText: t('chat.gifts.sent', { name: 'Jan' }) }),
    ).toBeVisible()

    // The profile's screens, reached by their tabs: photos framed and reordered…
    await page.goto('/profile')
    await untilHydrated(page)
    const tabs = page.getByRole('navigation', { name: t('my_profile.index_label') })
    const photos = page.getByRole('region', { name: t('my_profile.photos.title') })
    const frame = page.getByRole('dialog', { name: t('my_profile.photos.crop_title') })
    await expectAccessible(page, `profile photos ${at}`)
    for (const [number, colour] of [
      [1, '#d04a6f'],
      [2, '#3a7bd5'],
    ] as const) {
      await photos.getByLabel(t('my_profile.photos.add'), { exact: true }).setInputFiles({
        name: `photo-${number}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photo(colour),
      })
      await expect(frame).toBeVisible()
      if (number === 1) await expectAccessible(page, `crop dialog ${at}`)
      await frame.getByRole('button', { name: t('my_profile.photos.crop_use') }).click()
      await expect(photos.getByText(t('my_profile.photos.count', { number, limit: 3 }))).toBeVisible()
    }
    const second = t('my_profile.photos.photo_label', { number: 2, total: 2 })
    const secondId = await photos
      .getByRole('listitem', { name: second })
      .locator('[data-photo-id]')
      .getAttribute('data-photo-id')
    await photos.getByRole('button', { name: `${t('my_profile.photos.move_left')} – ${second}` }).click()
    await expect(photos.getByRole('status')).toHaveText(t('my_profile.photos.reordered'))
    await expect(
      photos
        .getByRole('listitem', { name: t('my_profile.photos.photo_label', { number: 1, total: 2 }) })
        .locator('[data-photo-id]'),
    ).toHaveAttribute('data-photo-id', secondId ?? '')
    await expectAccessible(page, `profile photos with two ${at}`)

    // …about me with the country chosen from the site's…
    await tabs.getByRole('link', { name: t('my_profile.tabs.about') }).click()
    await expect(page).toHaveURL(/\/profile\/about$/)
    const about = page.getByRole('region', { name: t('my_profile.details.title') })
    await about.getByLabel(t('signup.personal.country'), { exact: true }).selectOption('DE')
    await about.getByLabel(t('region_kinds.land'), { exact: true }).selectOption({ label: 'Bayern' })
    await about.getByLabel(t('signup.personal.city'), { exact: true }).fill('München')
    await expectAccessible(page, `about me ${at}`)
    await about.getByRole('button', { name: t('my_profile.details.save') }).click()
    await expect(about.getByText(t('my_profile.details.saved'))).toBeVisible()
    const me = await (
      await page.request.get('/api/user.php', { headers: { 'x-request-type': 'client' } })
    ).json()
    expect(me.user.profile.country).toBe('DE')
    await page.reload()
    await expect(about.getByLabel(t('signup.personal.city'), { exact: true })).toHaveValue('München')

    // …interests and settings.
    await tabs.getByRole('link', { name: t('my_profile.tabs.interests') }).click()
    await expect(page).toHaveURL(/\/profile\/interests$/)
    await expect(page.getByRole('region', { name: t('my_profile.interests.title') })).toBeVisible()
    await expectAccessible(page, `interests ${at}`)
    await tabs.getByRole('link', { name: t('my_profile.tabs.settings') }).click()
    await expect(page).toHaveURL(/\/profile\/settings$/)
    await expect(page.getByRole('region', { name: t('my_profile.invisible.title') })).toBeVisible()
    await expectAccessible(page, `settings ${at}`)

    await member.context.close()
    await other.context.close()
  })
}
