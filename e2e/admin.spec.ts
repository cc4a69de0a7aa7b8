import type { Page } from '@playwright/test'
import sharp from 'sharp'
import {
  activatedMember,
  enterSite,
  expect,
  expectAccessible,
  staffCommand,
  test,
  textsOf,
  totpAt,
  unique,
  untilHydrated,
} from './fixtures.js'

const memberNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })

test('an operator runs the site from the back-office, every step on record', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const port = new URL(baseURL ?? '').port
  const email = `admin.${unique()}@amora.example`

  // The first admin, from the command line: a single-use link to set the password and the app.
  const printed = staffCommand('create', '--email', email, '--role', 'admin')
  const link = /\/admin\/enrol\?token=[\w-]{43}/.exec(printed)?.[0]
  expect(link, printed).toBeTruthy()
  expect(staffCommand('list')).toContain(`${email}\tadmin`)

  const staffContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })
  const staff = await staffContext.newPage()
  const errors: string[] = []
  staff.on('pageerror', (error) => errors.push(error.message))
  await staff.goto(link ?? '')
  await expect(staff.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const enrolment = await staff.request.get(`/api/staff/enrolment.php?token=${link?.split('=')[1]}`)
  const { secret } = (await enrolment.json()) as { secret: string }
  await expect(staff.getByText(secret.slice(0, 4), { exact: false }).first()).toBeVisible()
  await expectAccessible(staff, 'enrolment')
  const password = 'staff-e2e-password-1'
  await staff.getByLabel('Password', { exact: true }).fill(password)
  await staff.getByLabel('Repeat password').fill(password)
  const enrolledAt = Date.now()
  await staff.getByLabel('Code from the app').fill(totpAt(secret, enrolledAt))
  await staff.getByRole('button', { name: 'Activate access' }).click()
  await expect(staff.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible()
  await expectAccessible(staff, 'enrolment: recovery codes')
  await staff.getByRole('button', { name: 'I have kept them' }).click()
  await expect(staff).toHaveURL(/\/admin$/)
  await expect(staff.getByRole('table').first()).toBeVisible()
  await expectAccessible(staff, 'home')

  // Out, and in again with the password and the next code.
  await staff.getByRole('button', { name: 'Log out' }).first().click()
  await staff.goto('/admin/members')
  await untilHydrated(staff)
  await expect(staff).toHaveURL(/\/admin\/login\?next=/)
  await expect(staff.getByLabel('E-mail')).toBeVisible()
  await expectAccessible(staff, 'login')
  await staff.getByLabel('E-mail').fill(email)
  await staff.getByLabel('Password', { exact: true }).fill(password)
  await staff.getByLabel('Code', { exact: true }).fill(totpAt(secret, enrolledAt))
  await staff.getByRole('button', { name: 'Log in' }).click()
  await expect(staff.getByText('This code is not valid.', { exact: false })).toBeVisible()
  await expectAccessible(staff, 'login: refused code')
  await staff.getByLabel('Code', { exact: true }).fill(totpAt(secret, enrolledAt + 30_000))
  await staff.getByRole('button', { name: 'Log in' }).click()
  await expect(staff).toHaveURL(/\/admin\/members$/)
  await expect(staff.getByRole('table')).toBeVisible()
  await expectAccessible(staff, 'members list')

  // A second site with its own domain (*.localhost reaches this machine), open under that host at once.
  const slug = `second-${unique()}`.slice(0, 40)
  const host = `${slug}.localhost`
  await staff.getByRole('link', { name: 'Sites' }).first().click()
  await expect(staff.getByRole('table')).toBeVisible()
  await expectAccessible(staff, 'sites list')
  await staff.getByRole('button', { name: 'New site' }).click()
  const form = staff.getByRole('dialog', { name: 'New site' })
  await expect(form.getByLabel('Short name')).toBeVisible()
  await expectAccessible(staff, 'sites list: new site')
  await form.getByLabel('Short name').fill(slug)
  await form.getByLabel('Name', { exact: true }).fill('Second Love')
  await form.getByLabel('Main domain').fill(host)
  await form.getByLabel('Default language').selectOption('de')
  await form.getByRole('button', { name: 'Create site' }).click()
  await expect(staff).toHaveURL(/\/admin\/sites\/\d+$/)
  await expect(staff.getByRole('region', { name: 'Site' })).toBeVisible()
  await expectAccessible(staff, 'site page')
  const visitor = await browser.newPage()
  await visitor.goto(`http://${host}:${port}/`)
  await enterSite(visitor)
  await expect(visitor).toHaveTitle(/Second Love/)

  // A setting changed in the back-office shows on that site.
  const siteSection = staff.getByRole('region', { name: 'Site' })
  await siteSection.getByLabel('Name', { exact: true }).fill('Second Love Nights')
  await siteSection.getByRole('button', { name: 'Save' }).click()
  await expect(staff.getByText('Site: saved.')).toBeVisible()
  await visitor.reload()
  await expect(visitor).toHaveTitle(/Second Love Nights/)

  // The site's own look: a colour too light for white text is refused on the field; a darker one
  // re-colours its buttons, and its logo replaces the heart in its header.
  const brand = staff.getByRole('region', { name: 'Brand' })
  const colour = brand.getByRole('textbox', { name: 'Brand colour', exact: true })
  await colour.fill('#ffeb3b')
  await brand.getByRole('button', { name: 'Save' }).click()
  await expect(brand.getByText('This colour is too light', { exact: false })).toBeVisible()
  await colour.fill('#1565c0')
  await brand.getByRole('button', { name: 'Save' }).click()
  await expect(staff.getByText('Brand: saved.')).toBeVisible()
  const logo = await sharp({ create: { width: 240, height: 80, channels: 4, background: '#1565c0' } })
    .png()
    .toBuffer()
  await brand
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo })
  await expect(staff.getByText('Logo saved.', { exact: false })).toBeVisible()
  await expect(brand.getByRole('img', { name: 'The site’s logo' })).toBeVisible()
  await expectAccessible(staff, 'site page: brand')
  await visitor.reload()
  await expect(visitor.locator('.logo-image').first()).toBeVisible()
  await expect(visitor.locator('.btn-primary').first()).toHaveCSS('background-color', 'rgb(21, 101, 192)')
  // A layout opened later brings its own stylesheet; the site's colours stay last, so they still win.
  const stylesheets = () =>
    visitor.evaluate(() =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? ''),
    )
  await visitor.goto(new URL('/landers/adultonly', visitor.url()).href)
  await untilHydrated(visitor)
  const onLander = await stylesheets()
  // The logo leads home, into the default layout, without reloading the page.
  await visitor.locator('a[href="/"]').first().click()
  await expect(visitor).toHaveURL(/:\d+\/$/)
  await expect.poll(async () => (await stylesheets()).length).toBe(onLander.length + 1)
  expect((await stylesheets()).at(-1)).toMatch(/^\/brand\//)

  // A domain spammers sign up from is blocked for the site: a value that is neither domain nor address is
  // refused on the field; signups with the domain are refused in the site's language until it is removed.
  const blocks = staff.getByRole('region', { name: 'Blocked e-mail addresses' })
  const blockForm = blocks.getByRole('form', { name: 'Block an e-mail domain or address' })
  await blockForm.getByLabel('Domain or address').fill('not a domain')
  await blockForm.getByRole('button', { name: 'Block' }).click()
  await expect(blockForm.getByText('Enter a domain such as example.com', { exact: false })).toBeVisible()
  await blockForm.getByLabel('Domain or address').fill('Spam-Farm.example')
  await blockForm.getByRole('button', { name: 'Block' }).click()
  await expect(staff.getByText('spam-farm.example is blocked.')).toBeVisible()
  await expect(blocks.getByRole('cell', { name: 'spam-farm.example', exact: true })).toBeVisible()
  await expectAccessible(staff, 'site page: blocked e-mail addresses')
  // The signup call as the site's own page makes it (the browser knows the site's host name).
  const signupAt = (email: string) =>
    visitor.evaluate(async (address) => {
      const response = await fetch('/api/signup.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          email: address,
          name: 'Spammy',
          password: 'spam-password-1',
          date_of_birth: '1990-01-01',
        }),
      })
      return { status: response.status, body: await response.json() }
    }, email)
  const refused = await signupAt(`bot.${unique()}@mx.spam-farm.example`)
  expect(refused.status).toBe(400)
  expect(refused.body.error).toMatchObject({
    code: 'email_refused',
    message: textsOf('de')('account.errors.email_refused'),
  })
  await blocks.getByRole('button', { name: 'Remove the block on spam-farm.example' }).click()
  await expect(staff.getByText('spam-farm.example is no longer blocked.')).toBeVisible()
  await expect(blocks.getByText('Nothing is blocked on this site.')).toBeVisible()
  expect((await signupAt(`person.${unique()}@spam-farm.example`)).status).toBe(200)

  // A member, with their page open.
  const member = await activatedMember(browser, baseURL, 'Mira')
  await member.page.goto('/members')
  // The header counts credits once they run low (10 or fewer).
  await expect(
    memberNav(member.page)
      .getByText(/credits left/)
      .filter({ visible: true }),
  ).toHaveCount(0)

  // Find them by e-mail; correct their credits: the member's open page shows the new balance.
  await staff.getByRole('link', { name: 'Members' }).first().click()
  await staff.getByLabel('Search members').fill(member.email)
  await staff.getByLabel('Search members').press('Enter')
  await expect(staff.getByRole('row', { name: new RegExp(member.email) })).toBeVisible()
  await expectAccessible(staff, 'members list: search')
  // Phone width: the side navigation folds into the top bar and the table scrolls on its own.
  await staff.setViewportSize({ width: 390, height: 844 })
  await expect(staff.getByRole('row', { name: new RegExp(member.email) })).toBeVisible()
  await expectAccessible(staff, 'members list: phone')
  await staff.setViewportSize({ width: 1280, height: 900 })
  await staff
    .getByRole('row', { name: new RegExp(member.email) })
    .getByRole('link')
    .first()
    .click()
  await expect(staff).toHaveURL(new RegExp(`/admin/members/${member.id}$`))
  await expect(staff.getByRole('button', { name: 'Correct credits' })).toBeVisible()
  await expectAccessible(staff, 'member page')
  await staff.getByRole('button', { name: 'Correct credits' }).click()
  await staff.getByLabel('Amount').fill('0')
  await staff.getByLabel('Reason').fill('Goodwill after a complaint')
  await staff.getByRole('button', { name: 'Book correction' }).click()
  await expect(staff.getByText('Enter a whole number of credits other than 0.')).toBeVisible()
  await staff.getByLabel('Amount').fill('-15')
  await staff.getByRole('button', { name: 'Book correction' }).click()
  await expect(staff.getByText('Credits corrected. New balance: 5.')).toBeVisible()
  await expect(staff.getByRole('heading', { name: 'Credits: 5' })).toBeVisible()
  await expect(memberNav(member.page).getByText('5 credits left').filter({ visible: true })).toBeVisible()

  // Disable: the member's open page is logged out at once, and a login is refused.
  await staff.getByRole('button', { name: 'Disable account' }).click()
  const disable = staff.getByRole('dialog', { name: 'Disable this account?' })
  await disable.getByLabel('Reason').fill('Asked three members for money')
  await disable.getByRole('button', { name: 'Disable account' }).click()
  await expect(staff.getByText('Account disabled.')).toBeVisible()
  await expect(memberNav(member.page).getByRole('button', { name: 'Mira' })).toBeHidden()
  await expect(memberNav(member.page).getByRole('link', { name: 'Log in' })).toBeVisible()
  await member.page.goto('/login')
  // A visitor again: the adults-only warning comes first, as on any visitor's first page.
  await enterSite(member.page)
  await untilHydrated(member.page)
  await member.page.getByLabel('E-mail address').fill(member.email)
  await member.page.getByLabel('Password', { exact: true }).fill(member.password)
  await member.page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
  await expect(member.page.getByText('Your account has been blocked.', { exact: false })).toBeVisible()

  // Enable: the member logs in again.
  await staff.getByRole('button', { name: 'Enable account' }).click()
  await staff
    .getByRole('dialog', { name: 'Enable this account?' })
    .getByRole('button', { name: 'Enable account' })
    .click()
  await expect(staff.getByText('Account enabled.')).toBeVisible()
  await member.page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
  await expect(member.page).toHaveURL(/\/members$/)

  // Everything is on record.
  await staff.getByRole('link', { name: 'Audit log for this member' }).click()
  const log = staff.getByRole('table')
  for (const action of ['member.enabled', 'member.disabled', 'member.credits'])
    await expect(log.getByRole('row', { name: new RegExp(action.replace('.', '\\.')) })).toBeVisible()
  await expect(log.getByText('Asked three members for money')).toBeVisible()
  await expectAccessible(staff, 'audit log: member')
  await staff.goto('/admin/audit')
  for (const action of ['site.changed', 'site.created', 'staff.enrolled', 'staff.created'])
    await expect(staff.getByRole('table').getByText(action).first()).toBeVisible()
  await expectAccessible(staff, 'audit log')

  expect(errors).toEqual([])
  await visitor.close()
  await member.context.close()
  await staffContext.close()
})
