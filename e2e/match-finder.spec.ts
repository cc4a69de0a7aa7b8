import { enterSite, expect, test, unique, untilHydrated } from './fixtures.js'

test.describe('match finder', () => {
  test('a member answers with the keyboard, gets matches, opens one and comes back to the same matches', async ({
    page,
  }) => {
    const signup = await page.request.post('/api/signup.php', {
      data: {
        email: `finder.${unique()}@example.com`,
        name: 'Finder',
        password: 'finder-password-1',
        date_of_birth: '1985-02-03',
      },
    })
    expect(signup.ok(), await signup.text()).toBe(true)
    await page.goto('/match-finder')
    await untilHydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Match finder' })).toBeVisible()
    await expect(page.getByText('Step 1 of 4')).toBeVisible()

    // Next without an answer explains what is missing.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Choose' })).toHaveText(
      "Choose who you're looking for.",
    )
    await page.getByRole('radio', { name: 'Women', exact: true }).check({ force: true })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'How old should they be?' })).toBeFocused()
    await page.getByLabel('From (age)').selectOption('20')
    await page.getByLabel('To (age)').selectOption('60')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByRole('heading', { name: 'Where should they live?' })).toBeVisible()
    await expect(page.getByLabel('Province')).toBeEnabled()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByLabel('From (age)')).toHaveValue('20')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Step 4 of 4')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Music' }).check({ force: true })
    await page.getByRole('button', { name: 'Show matches' }).click()

    await expect(page).toHaveURL(/\/match-finder\?gender=female&min_age=20&max_age=60&interests=\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Your matches' })).toBeFocused()
    const matches = page.getByRole('list', { name: 'Your matches' })
    await expect(matches.getByRole('link').first()).toBeVisible()
    const first = matches.getByRole('link').first()
    const href = (await first.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/members\/\d+$/)
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: 'Your matches' })).toBeVisible()
    await expect(matches.getByRole('link').first()).toHaveAttribute('href', href)

    await page.getByRole('button', { name: 'Change answers' }).click()
    await expect(page.getByRole('radio', { name: 'Women', exact: true })).toBeChecked()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('a visitor answers and is asked to sign up for the matches', async ({ page }) => {
      await page.goto('/match-finder')
      await enterSite(page)
      await untilHydrated(page)
      await page.getByRole('radio', { name: 'Men', exact: true }).check({ force: true })
      for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Next' }).click()
      await page.getByRole('button', { name: 'Show matches' }).click()
      await expect(page.getByRole('heading', { name: 'Your matches are waiting' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Sign up free and see matches' })).toHaveAttribute(
        'href',
        /^\/signup\?/,
      )
    })
  })
})
