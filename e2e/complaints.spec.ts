import { activatedMember, enterSite, expect, mailsTo, test, unique, untilHydrated } from './fixtures.js'

test.describe('complaints', () => {
  test('a member reports a profile and gets the reference by mail; the complaint is listed', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const carla = await activatedMember(browser, baseURL, 'Carla')
    const dirk = await activatedMember(browser, baseURL, 'Dirk')
    const page = carla.page

    await page.goto(`/members/${dirk.id}`)
    await untilHydrated(page)
    await page.getByRole('link', { name: 'Report this profile' }).click()
    await expect(page).toHaveURL(new RegExp(`/complaints\\?member=${dirk.id}$`))
    await expect(page.getByRole('radio', { name: 'A member' })).toBeChecked()
    await expect(page.getByLabel('Member number')).toHaveValue(String(dirk.id))
    await page.getByLabel('Reason').selectOption({ label: 'Fake profile' })
    await page.getByLabel(/^Your complaint/).fill('This profile copies photos from a model agency.')
    await page.getByRole('button', { name: 'Send complaint' }).click()

    const status = page.getByRole('status').filter({ hasText: 'Your complaint has reference' })
    await expect(status).toContainText(`We sent a confirmation to ${carla.email}.`)
    const reference = /C-\d{6}/.exec((await status.textContent()) ?? '')?.[0] ?? ''
    expect(reference).not.toBe('')

    await expect
      .poll(() => mailsTo(carla.email).find((m) => m.subject.includes(reference))?.text ?? '')
      .toContain(reference)
    const earlier = page.getByRole('region', { name: 'Your earlier complaints' })
    await expect(earlier.getByText(reference)).toBeVisible()
    await expect(earlier.getByText('Open')).toBeVisible()
  })

  test('a visitor in German files a complaint after fixing a too short text', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL ?? '' }])
    await page.goto('/complaints')
    await enterSite(page)
    await untilHydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beschwerden')
    await expect(page.getByRole('radio', { name: 'Eine meiner Zahlungen' })).toHaveCount(0)
    await page.getByRole('radio', { name: 'Etwas anderes' }).check()
    await page.getByLabel('Grund').selectOption({ label: 'Datenschutz' })
    const email = `visitor.${unique()}@example.com`
    await page.getByLabel('Deine E-Mail-Adresse').fill(email)
    await page.getByLabel('Dein Name (optional)').fill('Vera')
    const text = page.getByLabel(/^Deine Beschwerde/)
    await text.fill('zu kurz')
    await page.getByRole('button', { name: 'Beschwerde senden' }).click()
    await expect(text).toHaveClass(/is-invalid/)
    await expect(page.getByText('Bitte beschreibe in mindestens 10 Zeichen, was passiert ist.')).toBeVisible()

    await text.fill('Meine Daten werden ohne mein Einverständnis angezeigt.')
    await page.getByRole('button', { name: 'Beschwerde senden' }).click()
    await expect(page.getByRole('status')).toContainText(`Wir haben eine Bestätigung an ${email} geschickt.`)
    await expect.poll(() => mailsTo(email).length).toBe(1)
  })
})
