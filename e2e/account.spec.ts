import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { enterSite, expect, mailedLink, mailsTo, test, textsOf, unique, untilHydrated } from './fixtures.js'

async function fillBirthDate(page: Page, labels = { day: 'Day', month: 'Month', year: 'Year' }) {
  await page.getByLabel(labels.day, { exact: true }).selectOption('7')
  await page.getByLabel(labels.month, { exact: true }).selectOption('3')
  await page.getByLabel(labels.year, { exact: true }).selectOption('1990')
}

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible()
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
}

test.describe('accounts on a desktop, in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('sign up in the modal, activate, reset the password, change the e-mail, delete, reactivate, get blocked', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const id = unique()
    const email = `kim.${id}@example.com`
    const newEmail = `kim.new.${id}@example.com`
    const name = 'Kim'
    let password = 'first-password-1'
    const started = Date.now()

    // Signup opens as a modal over the index page.
    await page.goto('/')
    await enterSite(page)
    await untilHydrated(page)
    await page.getByRole('main').getByRole('link', { name: 'Sign up free' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Sign up free' })
    await expect(dialog).toBeVisible()
    await expect(page).toHaveURL(/\?signup=1$/)
    await expect(dialog.getByText('Step 1 of 5')).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/pages/terms')
    await expect(dialog.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/pages/privacy',
    )

    // The client checks with the shared schema before anything is sent.
    await dialog.getByLabel('E-mail address').fill(email)
    await dialog.getByLabel('Username').fill('kim@example.com')
    await dialog.getByLabel('Password', { exact: true }).fill('short')
    await dialog.getByRole('button', { name: 'Create my free account' }).click()
    await expect(dialog.getByText('Username may not be the same as your e-mail address')).toBeVisible()
    await expect(dialog.getByText('Choose a password of at least 8 characters.')).toBeVisible()
    await expect(dialog.getByText('Invalid date of birth')).toBeVisible()

    // Escape does not close it while signing up.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()

    await dialog.getByLabel('Username').fill(name)
    await dialog.getByLabel('Password', { exact: true }).fill(password)
    await dialog.getByRole('button', { name: 'Show password' }).click()
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
    await fillBirthDate(page)
    await dialog.getByRole('button', { name: 'Create my free account' }).click()

    // The later steps can be skipped; the account exists, so the close button is gone.
    await expect(dialog.getByRole('heading', { name: 'Add a photo' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)
    for (const step of ['Add a photo', 'Personal info', 'About me', 'Notifications']) {
      await expect(dialog.getByRole('heading', { name: step })).toBeVisible()
      await dialog.getByRole('button', { name: 'Skip for now' }).click()
    }
    await expect(dialog.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible()
    await expect(dialog.getByText(`We sent a link to ${email}.`)).toBeVisible()
    await expect(
      page.getByText(`Please confirm your e-mail address: we sent a link to ${email}.`),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Start meeting people' }).click()
    await expect(page).toHaveURL(/\/members$/)

    // The activation link from the mail.
    await page.goto(await mailedLink(email, '/activate', started))
    await expect(page).toHaveURL(/\/activate\/done$/)
    await untilHydrated(page)
    await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible()
    await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0)

    await logOut(page, name)

    // A forgotten password, reset with the mailed link.
    await page.goto('/login')
    await untilHydrated(page)
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL(/\/reset-password$/)
    await page.getByLabel('E-mail address').fill(`nobody.${id}@example.com`)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await expect(page.getByText('E-mail address not found')).toBeVisible()
    const resetAsked = Date.now()
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('button', { name: 'Send me a link' }).click()
    await expect(page.getByText(`Check your inbox: we sent a link to ${email}.`)).toBeVisible()
    await page.goto(await mailedLink(email, '/reset-password/do', resetAsked))
    await untilHydrated(page)
    password = 'second-password-2'
    await page.getByLabel('New password', { exact: true }).fill(password)
    await page.getByLabel('Repeat the new password').fill('something-else')
    await page.getByRole('button', { name: 'Save my new password' }).click()
    await expect(page.getByText('The entered passwords are not the same.')).toBeVisible()
    await page.getByLabel('Repeat the new password').fill(password)
    await page.getByRole('button', { name: 'Save my new password' }).click()
    await expect(page.getByText('Your password has been changed.')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/login$/)

    await logIn(page, email, password)
    await expect(page).toHaveURL(/\/members$/)

    // Account settings: the old password is checked, then a new e-mail address confirmed by mail.
    await page.getByRole('button', { name, exact: true }).click()
    await page.getByRole('link', { name: 'My profile' }).click()
    await page
      .getByRole('navigation', { name: 'Parts of my profile' })
      .getByRole('link', { name: 'Settings' })
      .click()
    await expect(page).toHaveURL(/\/profile\/settings$/)
    const passwordCard = page.getByRole('region', { name: 'Change password' })
    await passwordCard.getByLabel('Current password').fill('not-my-password')
    await passwordCard.getByLabel('New password', { exact: true }).fill('third-password-3')
    await passwordCard.getByLabel('Repeat the new password').fill('third-password-3')
    await passwordCard.getByRole('button', { name: 'Change password' }).click()
    await expect(passwordCard.getByText('Please check your old password.')).toBeVisible()

    const emailCard = page.getByRole('region', { name: 'Change e-mail address' })
    const changeAsked = Date.now()
    await emailCard.getByLabel('New e-mail address').fill(newEmail)
    await emailCard.getByLabel('Password', { exact: true }).fill(password)
    await emailCard.getByRole('button', { name: 'Change e-mail address' }).click()
    await expect(
      emailCard.getByText(`Check your new inbox: we sent a confirmation link to ${newEmail}.`),
    ).toBeVisible()
    await page.goto(await mailedLink(newEmail, '/mail-change/do', changeAsked))
    await expect(page.getByText('Your e-mail address has been changed.')).toBeVisible()

    // Deletion, then reactivation with the mailed link.
    await page.goto('/profile/settings')
    await untilHydrated(page)
    const deleteCard = page.getByRole('region', { name: 'Delete account' })
    const deleted = Date.now()
    await deleteCard.getByLabel('Why are you leaving?').selectOption({ label: 'I have found someone' })
    await deleteCard.getByLabel('Anything you want to tell us? (optional)').fill('Thanks, it worked!')
    await deleteCard.getByLabel('Password', { exact: true }).fill(password)
    await deleteCard.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(/\/account-deleted$/)
    await expect(page.getByRole('heading', { name: 'Your account has been deleted' })).toBeVisible()
    await expect(page.getByText('within 14 days')).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log in' }),
    ).toBeVisible()

    await page.goto(await mailedLink(newEmail, '/reactivate', deleted))
    await untilHydrated(page)
    await page.getByRole('button', { name: 'Reactivate my account' }).click()
    await expect(page).toHaveURL(/\/members$/)
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible()

    // Five wrong passwords block the address, even for the right password.
    await logOut(page, name)
    await page.goto('/login')
    await untilHydrated(page)
    for (let attempt = 1; attempt <= 4; attempt++) {
      await logIn(page, newEmail, `wrong-password-${attempt}`)
      await expect(page.getByRole('alert')).toHaveText('Login failed, please try again.')
    }
    await logIn(page, newEmail, 'wrong-password-5')
    await expect(page.getByRole('alert')).toHaveText(
      'Too many incorrect attempts, account blocked for 15 min.',
    )
    await logIn(page, newEmail, password)
    await expect(page.getByRole('alert')).toHaveText(
      'Too many incorrect attempts, account blocked for 15 min.',
    )
    await expect(page).toHaveURL(/\/login$/)
  })
})

const de = textsOf('de')

test.describe('accounts on a phone, in German', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('signs up on the /signup page and is sent on to the members when coming back', async ({
    page,
    baseURL,
  }) => {
    const email = `mia.${unique()}@example.com`
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL ?? '' }])
    await page.goto('/?network=e2e&sub1=phone')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await enterSite(page)
    await untilHydrated(page)

    // On a phone the call to action opens the signup page, not a modal.
    await page
      .getByRole('main')
      .getByRole('link', { name: de('index.cta') })
      .first()
      .click()
    await expect(page).toHaveURL(/\/signup(\?|$)/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: de('signup.title') })).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('amora-tracking'))).toBe(
      JSON.stringify({ network: 'e2e', sub1: 'phone', landing_path: '/' }),
    )

    await page.getByLabel(de('signup.email'), { exact: true }).fill(email)
    await page.getByLabel(de('signup.name'), { exact: true }).fill('Mia')
    await page.getByLabel(de('signup.password'), { exact: true }).fill('ein-gutes-passwort')
    await fillBirthDate(page, { day: de('signup.day'), month: de('signup.month'), year: de('signup.year') })
    await page.getByRole('button', { name: de('signup.submit') }).click()

    // Photo, personal info and about me: filled in and saved on the profile.
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#7a5cc2' } })
      .jpeg()
      .toBuffer()
    await page
      .getByLabel(de('signup.photo.choose'))
      .setInputFiles({ name: 'ich.jpg', mimeType: 'image/jpeg', buffer: photo })
    await expect(page.getByRole('img', { name: de('signup.photo.uploaded') })).toBeVisible()
    await page.getByRole('button', { name: de('signup.save_next') }).click()
    await page.getByLabel(de('signup.personal.gender_female')).check()
    await page
      .getByLabel(de('signup.personal.sexuality'))
      .selectOption({ label: de('signup.personal.sexuality_hetero') })
    // The country found from the address (the Netherlands here) is chosen; she lives in Germany.
    const country = page.getByLabel(de('signup.personal.country'))
    await expect(country.locator('option:checked')).toHaveText(de('countries.NL'))
    await country.selectOption({ label: de('countries.DE') })
    await page.getByLabel(de('region_kinds.land')).selectOption({ label: 'Bayern' })
    await page.getByLabel(de('signup.personal.city')).fill('München')
    await page.getByRole('button', { name: de('signup.save_next') }).click()
    await page.getByLabel(de('signup.about.label')).fill('Ich liebe Radtouren und gutes Essen.')
    await page.getByRole('button', { name: de('signup.save_next') }).click()
    await page.getByRole('button', { name: de('signup.skip') }).click()
    const saved = await (await page.request.get('/api/profile.php')).json()
    expect(saved.profile).toMatchObject({
      gender: 'female',
      sexuality: 'hetero',
      country: 'DE',
      city: 'München',
      about_me: 'Ich liebe Radtouren und gutes Essen.',
    })
    const me = await (
      await page.request.get('/api/user.php', { headers: { 'x-request-type': 'client' } })
    ).json()
    expect(me.user.profile.main_image.match).toMatch(/^\/cdn\/[0-9a-f]{32}\.webp$/)
    await expect(page.getByRole('main').getByRole('button', { name: de('signup.resend') })).toBeVisible()
    await page.getByRole('button', { name: de('signup.finish') }).click()
    await expect(page).toHaveURL(/\/members$/)

    // A member going to /signup is sent to the members area.
    await page.goto('/signup')
    await expect(page).toHaveURL(/\/members$/)
    expect(mailsTo(email)).toHaveLength(1)
  })
})
