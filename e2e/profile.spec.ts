import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import type { OwnPhoto } from '../src/shared/api/photos.js'
import { expect, test, unique } from './fixtures.js'

const jpeg = (background: string) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer()

/** A real HEIC as iPhones write them (see scripts/make-heic-fixtures.mjs). */
const heic = readFileSync(
  join(import.meta.dirname, '../src/server/modules/photos/fixtures/photo-rotated.heic'),
)

async function ownPhotos(api: APIRequestContext): Promise<OwnPhoto[]> {
  const response = await api.get('/api/photos.php')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { photos: OwnPhoto[] }).photos
}

test.describe('my profile on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('photos: upload up to the limit, main, private, reorder, delete; profile fields; invisible mode', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    // A member of their own: signed up over the API in the browser's context, so the page is logged in.
    const signup = await page.request.post('/api/signup.php', {
      data: {
        email: `sam.${unique()}@example.com`,
        name: 'Sam',
        password: 'profile-password-1',
        date_of_birth: '1989-08-17',
      },
    })
    expect(signup.ok(), await signup.text()).toBe(true)

    await page.goto('/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
    const photosSection = page.getByRole('region', { name: 'My photos' })
    await expect(photosSection.getByText('You have no photos yet.')).toBeVisible()

    // Three photos fit a free account: two JPEGs and a HEIC from a phone.
    const addPhoto = photosSection.getByLabel('Add a photo')
    const uploads = [
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#d04a6f') },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#3a7bd5') },
      { name: 'IMG_0003.HEIC', mimeType: 'image/heic', buffer: heic },
    ]
    for (const [index, file] of uploads.entries()) {
      await addPhoto.setInputFiles(file)
      await expect(
        photosSection.getByRole('status').filter({ hasText: 'Your photo has been added.' }),
      ).toBeVisible()
      await expect(photosSection.getByText(`Photos: ${index + 1} of 3`)).toBeVisible()
    }
    const tiles = photosSection.getByRole('listitem')
    await expect(tiles).toHaveCount(3)
    await expect(tiles.nth(0).getByText('Main photo')).toBeVisible()

    // The fourth is refused by the server, with its message and the premium offer.
    await addPhoto.setInputFiles({ name: 'four.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#2e8b57') })
    const refusal = photosSection.getByRole('alert')
    await expect(refusal).toContainText('You have reached the maximum of 3 photos.')
    await expect(refusal.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium')
    // More photos are a premium feature: the modal offers to buy credits.
    const offer = page.getByRole('dialog', { name: 'Only for premium members' })
    await expect(offer).toContainText('up to 25 of your own')
    await expect(offer.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits')
    await offer.getByRole('button', { name: 'Not now' }).click()
    await expect(offer).toBeHidden()
    await expect(tiles).toHaveCount(3)
    const [first, second, third] = await ownPhotos(page.request)
    if (!first || !second || !third) throw new Error('three photos expected')

    // The second photo becomes the main photo, also for the rest of the site.
    await photosSection.getByRole('button', { name: 'Make main photo – Photo 2 of 3' }).click()
    await expect(photosSection.getByRole('status')).toHaveText('This is your main photo now.')
    await expect(page.getByRole('listitem', { name: 'Photo 2 of 3' }).getByText('Main photo')).toBeVisible()
    const me = await (
      await page.request.get('/api/user.php', { headers: { 'x-request-type': 'client' } })
    ).json()
    expect(me.user.profile.main_image.match).toBe(second.url)

    // The third is made private.
    await photosSection.getByRole('button', { name: 'Make private – Photo 3 of 3' }).click()
    await expect(photosSection.getByRole('status')).toHaveText(
      'The photo is private now: only premium members see it.',
    )
    await expect(page.getByRole('listitem', { name: 'Photo 3 of 3' }).getByText('Private')).toBeVisible()

    // Reordered with the arrow buttons, then by dragging a photo onto another.
    await photosSection.getByRole('button', { name: 'Move left – Photo 3 of 3' }).click()
    await expect(photosSection.getByRole('status')).toHaveText('The new order has been saved.')
    await expect
      .poll(async () => (await ownPhotos(page.request)).map((p) => p.id))
      .toEqual([first.id, third.id, second.id])
    await page.locator(`[data-photo-id="${second.id}"]`).dragTo(page.locator(`[data-photo-id="${first.id}"]`))
    await expect
      .poll(async () => (await ownPhotos(page.request)).map((p) => p.id))
      .toEqual([second.id, first.id, third.id])
    await expect(tiles.nth(0).getByText('Main photo')).toBeVisible()

    // The first photo is deleted, after a confirmation.
    await photosSection.getByRole('button', { name: 'Delete – Photo 2 of 3' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this photo?' })
    await dialog.getByRole('button', { name: 'Delete photo' }).click()
    await expect(dialog).toBeHidden()
    await expect(photosSection.getByText('Photos: 2 of 3')).toBeVisible()
    expect((await ownPhotos(page.request)).map((p) => p.id)).toEqual([second.id, third.id])
    expect((await page.request.get(first.url)).status()).toBe(404)

    // The profile: a wrong height is shown next to its field, then everything is saved.
    const about = page.getByRole('region', { name: 'About me' })
    await about.getByLabel('Username').fill('Sam Rivers')
    await about.getByLabel('Gender').selectOption({ label: 'Man' })
    await about.getByLabel('Orientation').selectOption({ label: 'Straight' })
    // The country is the member's to choose: another one brings its own kind of region and empties the town.
    await about.getByLabel('Town or city').fill('Delft')
    await about.getByLabel('Country').selectOption({ label: 'Germany' })
    await expect(about.getByLabel('State')).toBeEnabled()
    await expect(about.getByLabel('Town or city')).toHaveValue('')
    await about.getByLabel('Country').selectOption({ label: 'Netherlands' })
    await about.getByLabel('Province').selectOption({ label: 'Utrecht' })
    // The province's towns are suggested; one the site knows in another province is refused on its field.
    await expect(about.locator('datalist option[value="Amersfoort"]')).toHaveCount(1)
    await about.getByLabel('Town or city').fill('Rotterdam')
    await about.getByRole('button', { name: 'Save my profile' }).click()
    await expect(
      about.getByText('This town is in another region. Choose its region, or check how the town is written.'),
    ).toBeVisible()
    await about.getByLabel('Town or city').fill('Amersfoort')
    await about.getByLabel('Height in cm').fill('300')
    await about.getByRole('button', { name: 'Save my profile' }).click()
    await expect(about.getByText('Enter a height between 120 and 230 cm.')).toBeVisible()
    await about.getByLabel('Height in cm').fill('183')
    await about.getByLabel('Relationship status').selectOption({ label: 'Divorced' })
    await about.getByLabel('Hair colour').selectOption({ label: 'Grey' })
    await about.getByLabel('About me', { exact: true }).fill('Sailing on weekends, cooking for friends.')
    await about.getByRole('button', { name: 'Hiking' }).click()
    await about.getByRole('button', { name: 'Wine' }).click()
    await expect(about.getByRole('button', { name: 'Wine' })).toHaveAttribute('aria-pressed', 'true')
    await about.getByRole('button', { name: 'Save my profile' }).click()
    await expect(about.getByText('Your profile has been saved.')).toBeVisible()

    await page.reload()
    const reloaded = page.getByRole('region', { name: 'About me' })
    await expect(reloaded.getByLabel('Username')).toHaveValue('Sam Rivers')
    await expect(reloaded.getByLabel('Town or city')).toHaveValue('Amersfoort')
    await expect(reloaded.getByLabel('Height in cm')).toHaveValue('183')
    await expect(reloaded.getByLabel('Relationship status').locator('option:checked')).toHaveText('Divorced')
    await expect(reloaded.getByLabel('Hair colour').locator('option:checked')).toHaveText('Grey')
    await expect(reloaded.getByLabel('Province').locator('option:checked')).toHaveText('Utrecht')
    await expect(reloaded.getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'true')
    await expect(reloaded.getByRole('button', { name: 'Wine' })).toHaveAttribute('aria-pressed', 'true')
    await expect(reloaded.getByRole('button', { name: 'Music' })).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByRole('button', { name: 'Sam Rivers' })).toBeVisible()

    // Invisible mode, which the user API then reports.
    const invisible = page.getByRole('region', { name: 'Invisible mode' })
    await invisible.getByLabel('Invisible mode').check()
    await expect(invisible.getByRole('status')).toHaveText('You are invisible now.')
    const after = await (
      await page.request.get('/api/user.php', { headers: { 'x-request-type': 'client' } })
    ).json()
    expect(after.user.invisible).toBe(true)
    await page.reload()
    await expect(
      page.getByRole('region', { name: 'Invisible mode' }).getByLabel('Invisible mode'),
    ).toBeChecked()
  })
})
