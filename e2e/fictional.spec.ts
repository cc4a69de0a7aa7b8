import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { activatedMember, enrolledStaff, expect, expectAccessible, test } from './fixtures.js'

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

test('an admin makes a fictional profile that members find in search, marked as fictional', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const admin = await enrolledStaff(browser, baseURL, 'admin')
  const staff = admin.page
  const errors: string[] = []
  staff.on('pageerror', (error) => errors.push(error.message))

  await staff.goto('/admin')
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
  const member = await activatedMember(browser, baseURL, 'Seeker')
  const page = member.page
  await page.goto('/members')
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
  await member.context.close()

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
