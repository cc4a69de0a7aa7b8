import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { activatedMember, enrolledStaff, expect, expectAccessible, test, untilHydrated } from './fixtures.js'

/** A name only this run uses: letters only, as names are. */
function uniqueName(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  let tail = ''
  for (let i = 0; i < 6; i += 1) tail += letters[Math.floor(Math.random() * letters.length)]
  return `Fenna${tail}`
}

/** Both screens at phone and desktop width, in English and German, for a look by eye. */
async function screenshots(page: Page, name: string) {
  for (const language of ['en', 'de']) {
    await page
      .context()
      .addCookies([{ name: 'i18n_redirected', value: language, url: new URL(page.url()).origin }])
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.screenshot({ path: `/tmp/fict-${name}-${language}-${width}.png`, fullPage: true })
    }
  }
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: new URL(page.url()).origin }])
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.reload()
}

/** Completed years since a date of birth (YYYY-MM-DD), today in UTC. */
function yearsSince(birthDate: string): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number]
  const today = new Date()
  const before =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)
  return today.getUTCFullYear() - year - (before ? 1 : 0)
}

test('an admin makes a fictional profile with a photo; a member finds it and writes; its operator answers live while a colleague cannot take it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  // Staff first, so that the profile's list of operators names them.
  const admin = await enrolledStaff(browser, baseURL, 'admin')
  const olga = await enrolledStaff(browser, baseURL, 'operator')
  const otto = await enrolledStaff(browser, baseURL, 'operator')
  const pia = await enrolledStaff(browser, baseURL, 'operator')
  const staff = admin.page
  const errors: string[] = []
  for (const page of [staff, olga.page, otto.page])
    page.on('pageerror', (error) => errors.push(error.message))

  await staff.goto('/admin')
  await untilHydrated(staff)
  await staff.getByRole('link', { name: 'Fictional profiles' }).first().click()
  await expect(staff).toHaveURL(/\/admin\/fictional$/)
  await expect(staff.getByRole('heading', { level: 1, name: 'Fictional profiles' })).toBeVisible()
  await expectAccessible(staff, 'fictional profiles list')

  // A new profile: name, gender, birth date, country and site; a minor is refused on the field.
  const name = uniqueName()
  const age = 27
  const year = new Date().getUTCFullYear() - age
  await staff.getByRole('button', { name: 'New fictional profile' }).click()
  const dialog = staff.getByRole('dialog', { name: 'New fictional profile' })
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Gender').selectOption('female')
  await dialog.getByLabel('Date of birth').fill(`${new Date().getUTCFullYear() - 17}-01-01`)
  await dialog.getByLabel('Country').selectOption('NL')
  await dialog.getByRole('button', { name: 'Create profile' }).click()
  await expect(dialog.getByText('the profile must be between 18 and 99 years old')).toBeVisible()
  await expectAccessible(staff, 'new fictional profile: refused')
  await dialog.getByLabel('Date of birth').fill(`${year}-01-01`)
  await dialog.getByRole('button', { name: 'Create profile' }).click()
  await expect(staff).toHaveURL(/\/admin\/fictional\/\d+$/)
  const id = Number(/\/admin\/fictional\/(\d+)$/.exec(staff.url())?.[1])
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible()
  await expect(staff.getByText(`Fictional profile “${name}” created.`)).toBeVisible()

  // Its province: the region of the country, saved with the profile section.
  const regions = (await (await staff.request.get('/api/regions.php?country=NL')).json()) as {
    regions: { NL: { kind_name: string; regions: { id: number; name: string }[] } }
  }
  const region = regions.regions.NL.regions[3] ?? regions.regions.NL.regions[0]
  if (!region) throw new Error('the Netherlands have no regions')
  const profile = staff.getByRole('region', { name: 'Profile' })
  await profile.getByLabel(regions.regions.NL.kind_name).selectOption(String(region.id))
  await profile.getByLabel('City').fill('Somewhere')
  await profile.getByRole('button', { name: 'Save' }).click()
  await expect(staff.getByText('Profile: saved.')).toBeVisible()

  // A photo: it becomes the main photo.
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c0587e' } })
    .jpeg()
    .toBuffer()
  const photos = staff.getByRole('region', { name: 'Photos' })
  await photos
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'fenna.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(staff.getByText('Photo added.')).toBeVisible()
  await expect(photos.getByRole('img', { name: 'Photo 1' })).toBeVisible()
  await expect(photos.getByText('Main photo')).toBeVisible()

  // Olga and Otto may write as it; Pia, not ticked, may not any more.
  const operators = staff.getByRole('region', { name: 'Operators' })
  await operators.getByLabel(olga.email).check()
  await operators.getByLabel(otto.email).check()
  await operators.getByRole('button', { name: 'Save' }).click()
  await expect(staff.getByText('Operators: saved.')).toBeVisible()
  await expect(operators.getByLabel(olga.email)).toBeChecked()
  await expect(operators.getByLabel(otto.email)).toBeChecked()
  await expect(operators.getByLabel(pia.email)).not.toBeChecked()

  // Retiring asks first; cancelled, the profile stays active.
  await staff.getByRole('button', { name: 'Retire' }).click()
  const retire = staff.getByRole('dialog', { name: `Retire “${name}”?` })
  await expect(retire).toBeVisible()
  await expectAccessible(staff, 'fictional profile: retire?')
  await retire.getByRole('button', { name: 'Cancel' }).click()
  await expect(retire).toBeHidden()
  await expectAccessible(staff, 'fictional profile')

  // The list shows it with its photo, age and state.
  await staff.getByRole('link', { name: 'All fictional profiles' }).click()
  const row = staff.getByRole('row', { name: new RegExp(name) })
  await expect(row).toBeVisible()
  await expect(row.getByText('Active')).toBeVisible()
  await expect(row.getByRole('cell', { name: String(age) })).toBeVisible()

  // A member looking for women of that age in that province finds it, with the fictional mark.
  const birthDate = '1990-04-12'
  const member = await activatedMember(browser, baseURL, 'Seeker', birthDate)
  const page = member.page
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/members')
  await untilHydrated(page)
  await page.getByRole('button', { name: 'Filters' }).click()
  const form = page.getByRole('form', { name: 'Search filters' })
  await form.getByLabel('Looking for').selectOption({ label: 'Women' })
  await form.getByLabel('Country').selectOption({ label: 'Netherlands' })
  await form.getByLabel(regions.regions.NL.kind_name).selectOption(String(region.id))
  await form.getByLabel('Age from').selectOption(String(age))
  await form.getByLabel('Age to').selectOption(String(age))
  await form.getByRole('button', { name: 'Search' }).click()
  const results = page.getByRole('list', { name: 'Search results' })
  const card = results.getByRole('listitem').filter({ hasText: name })
  await expect(card).toBeVisible()
  await expect(card.getByRole('img', { name: /fictional/i })).toBeVisible()
  await expect(card.getByRole('img', { name })).toBeVisible()

  // The profile warns that it is fictional; the member writes to it.
  await card.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/members/${id}$`))
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible()
  await expect(
    page.getByText('This is a fictional profile, run by our team.', { exact: false }),
  ).toBeVisible()
  await page.getByRole('link', { name: `Send ${name} a message` }).click()
  await expect(page).toHaveURL(new RegExp(`/members/${id}/chat$`))
  const icebreaker = page.getByRole('dialog', { name: `Say hello to ${name}` })
  await icebreaker.getByLabel('Your message').fill('Hi! Do you like dogs? Mine is called Rex.')

  // Meanwhile Olga and Otto open their consoles: the queue is read once and the socket opened, before the
  // member sends. The queue polls only every 30 seconds, so what arrives sooner came over the socket.
  const queueEntry = (staffPage: Page) => staffPage.getByRole('button').filter({ hasText: `→ ${name}` })
  for (const staffPage of [olga.page, otto.page]) {
    const inbox = staffPage.waitForResponse(/\/api\/staff\/inbox\.php/)
    const socket = staffPage.waitForEvent('websocket')
    await staffPage.goto('/admin/console')
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible()
    await Promise.all([inbox, socket])
    await expect(queueEntry(staffPage)).toHaveCount(0)
  }
  await icebreaker.getByRole('button', { name: /^Send for/ }).click()
  await expect(icebreaker).toBeHidden()
  const log = page.getByRole('log', { name: `Messages with ${name}` })
  await expect(log).toContainText('Mine is called Rex.')

  // It arrives in both consoles without a reload; Pia, not named on the profile, does not get it.
  await expect(queueEntry(olga.page)).toContainText('Mine is called Rex.')
  await expect(queueEntry(otto.page)).toBeVisible()
  const inbox = (await (await otto.page.request.get('/api/staff/inbox.php')).json()) as {
    conversations: Array<{ conversation_id: number; fictional: { id: number } }>
  }
  const conversation = inbox.conversations.find((row) => row.fictional.id === id)?.conversation_id
  if (!conversation) throw new Error(`Otto's queue lacks the conversation with ${name}`)
  const piasInbox = (await (await pia.page.request.get('/api/staff/inbox.php')).json()) as typeof inbox
  expect(piasInbox.conversations.map((row) => row.conversation_id)).not.toContain(conversation)
  expect((await pia.page.request.post('/api/staff/claim.php', { data: { conversation } })).status()).toBe(404)

  // Olga claims it and reads who wrote, beside the profile with its photo.
  await queueEntry(olga.page).click()
  const pane = olga.page.getByRole('region', { name: `Seeker and ${name}` })
  await expect(pane.getByRole('list', { name: 'Messages' })).toContainText('Mine is called Rex.')
  await expect(pane.getByText('Member since')).toBeVisible()
  await expect(pane.getByText(new RegExp(`^${yearsSince(birthDate)} · `))).toBeVisible()
  await expect(pane.getByRole('img', { name: `Photo of ${name}` })).toBeVisible()

  // Otto sees it taken and cannot open it, by the page or by the API.
  await expect(queueEntry(otto.page)).toContainText('Taken')
  await expect(queueEntry(otto.page)).toBeDisabled()
  expect((await otto.page.request.post('/api/staff/claim.php', { data: { conversation } })).status()).toBe(
    409,
  )

  // A note about the member, then the answer.
  await pane.getByLabel('Notes about Seeker').fill('Dog: Rex.')
  await pane.getByRole('button', { name: 'Save note' }).first().click()
  await expect(olga.page.getByText('Note saved.')).toBeVisible()
  const answer = pane.getByLabel(`Answer as ${name}`)
  await answer.fill('Rex is a lovely name! What kind of dog is he?')
  await pane.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(pane.getByRole('list', { name: 'Messages' })).toContainText('What kind of dog is he?')
  await expect(answer).toHaveValue('')

  // The member sees it arrive live, from the profile with its fictional mark.
  await expect(log).toContainText('What kind of dog is he?')
  await expect(
    page
      .getByRole('link', { name: new RegExp(`^${name}, ${age}`) })
      .getByRole('img', { name: 'fictional profile' }),
  ).toBeVisible()
  await member.context.close()
  for (const operator of [olga, otto, pia]) await operator.context.close()

  // Screens by eye: list and profile, phone and desktop, English and German.
  await screenshots(staff, 'list')
  await staff.goto(`/admin/fictional/${id}`)
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible()
  await screenshots(staff, 'detail')
  await staff.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(staff, 'fictional profile: phone')
  expect(errors).toEqual([])
  await admin.context.close()
})
