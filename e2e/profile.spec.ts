import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Page, Request, Route } from '@playwright/test'
import sharp from 'sharp'
import type { OwnPhoto } from '../src/shared/api/photos.js'
import { expect, expectAccessible, test, unique, untilHydrated } from './fixtures.js'

const jpeg = (background: string, width = 800, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()

/** A wide photo, red on its left half and blue on its right, to tell which part a crop kept. */
const halves = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0000ff' } })
    .composite([
      {
        input: { create: { width: 800, height: 900, channels: 3, background: '#ff0000' } },
        left: 0,
        top: 0,
      },
    ])
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

/** The photo as the server keeps it (at most 1200 × 1500, never enlarged): its size and its mean colour. */
async function storedPhoto(api: APIRequestContext, photo: OwnPhoto | undefined) {
  if (!photo) throw new Error('no such photo')
  const response = await api.get(photo.url)
  expect(response.ok()).toBe(true)
  const image = sharp(await response.body())
  const { width = 0, height = 0 } = await image.metadata()
  const { channels } = await image.stats()
  return { width, height, red: channels[0]?.mean ?? 0, blue: channels[2]?.mean ?? 0 }
}

/** A member of their own: signed up over the API in the browser's context, so the page is logged in. */
async function signUp(page: Page) {
  const signup = await page.request.post('/api/signup.php', {
    data: {
      email: `sam.${unique()}@example.com`,
      name: 'Sam',
      password: 'profile-password-1',
      date_of_birth: '1989-08-17',
    },
  })
  expect(signup.ok(), await signup.text()).toBe(true)
}

/** Holds the next photo upload on its way until the returned function is called, to see its tile. */
async function holdUpload(page: Page): Promise<() => Promise<void>> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const isUpload = (request: Request) =>
    request.method() === 'POST' && request.url().endsWith('/api/photos.php')
  const handler = async (route: Route) => {
    if (isUpload(route.request())) await released
    await route.continue()
  }
  await page.route('**/api/photos.php', handler)
  return async () => {
    const answered = page.waitForResponse((response) => isUpload(response.request()))
    release()
    await answered
    await page.unroute('**/api/photos.php', handler)
  }
}

/** Drops files from "the computer" on an element, as a browser does: dragenter, dragover, drop. */
async function dropFiles(
  page: Page,
  target: ReturnType<Page['locator']>,
  files: { name: string; type: string; buffer: Buffer }[],
) {
  const dataTransfer = await page.evaluateHandle(
    (sent) => {
      const transfer = new DataTransfer()
      for (const file of sent) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
        transfer.items.add(new File([bytes], file.name, { type: file.type }))
      }
      return transfer
    },
    files.map(({ name, type, buffer }) => ({ name, type, base64: buffer.toString('base64') })),
  )
  await target.dispatchEvent('dragenter', { dataTransfer })
  await target.dispatchEvent('dragover', { dataTransfer })
  return {
    drop: () => target.dispatchEvent('drop', { dataTransfer }),
  }
}

test.describe('my profile on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('photos: upload up to the limit, main, private, reorder, delete; profile fields; invisible mode', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signUp(page)

    await page.goto('/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible()
    const photosSection = page.getByRole('region', { name: 'My photos' })
    await expect(photosSection.getByText('You have no photos yet.')).toBeVisible()
    const grid = photosSection.getByRole('list', { name: 'My photos in the order others see them' })
    const tiles = photosSection.getByRole('listitem', { name: /^Photo \d+ of \d+$/ })
    const cropDialog = page.getByRole('dialog', { name: 'Frame your photo' })
    const added = photosSection.getByRole('status').filter({ hasText: 'Your photo has been added.' })

    // A wide photo chosen in the picker: the member frames it first, then sees it on its way.
    const addPhoto = photosSection.getByLabel('Add a photo')
    await expect(addPhoto).toHaveAttribute('type', 'file')
    await addPhoto.setInputFiles({
      name: 'wide.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpeg('#d04a6f', 1600, 900),
    })
    await expect(cropDialog).toBeVisible()
    await expect(cropDialog.getByRole('application', { name: 'Visible part of the photo' })).toBeVisible()
    await expect(cropDialog.getByLabel('Zoom')).toHaveValue('1')
    await expectAccessible(page, 'the crop dialog')
    const release = await holdUpload(page)
    await cropDialog.getByRole('button', { name: 'Use photo' }).click()
    await expect(cropDialog).toBeHidden()
    const uploading = photosSection.getByRole('listitem', { name: 'Uploading your photo…' })
    await expect(uploading.locator('img')).toHaveAttribute('src', /^blob:/)
    await expect(uploading.getByRole('progressbar', { name: 'Uploading your photo…' })).toHaveAttribute(
      'aria-valuenow',
      /^\d+$/,
    )
    await release()
    await expect(added).toBeVisible()
    await expect(uploading).toHaveCount(0)
    await expect(photosSection.getByText('Photos: 1 of 3')).toBeVisible()
    // Cut to the frame: 4:5 from the full height of the photo, where it would have been kept 16:9.
    expect(await storedPhoto(page.request, (await ownPhotos(page.request))[0])).toMatchObject({
      width: 720,
      height: 900,
    })

    // Cancelling the frame adds nothing.
    await addPhoto.setInputFiles({ name: 'other.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#3a7bd5') })
    await cropDialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(cropDialog).toBeHidden()
    await expect(tiles).toHaveCount(1)
    expect(await ownPhotos(page.request)).toHaveLength(1)

    // A HEIC from a phone, which browsers cannot draw, goes as it is: the server converts it.
    await addPhoto.setInputFiles({ name: 'IMG_0003.HEIC', mimeType: 'image/heic', buffer: heic })
    await expect(photosSection.getByText('Photos: 2 of 3')).toBeVisible()
    await expect(cropDialog).toBeHidden()

    // A photo dragged from the computer onto the grid, zoomed in by keyboard before it is cut.
    const square = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#2e8b57' } })
      .png()
      .toBuffer()
    const dragged = await dropFiles(page, grid, [{ name: 'square.png', type: 'image/png', buffer: square }])
    await expect(photosSection.getByText('Drop your photos here')).toBeVisible()
    await dragged.drop()
    await expect(photosSection.getByText('Drop your photos here')).toBeHidden()
    await expect(cropDialog).toBeVisible()
    await cropDialog.getByRole('application', { name: 'Visible part of the photo' }).focus()
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('+')
    await expect(cropDialog.getByLabel('Zoom')).toHaveValue('1.5')
    await cropDialog.getByRole('button', { name: 'Use photo' }).click()
    await expect(photosSection.getByText('Photos: 3 of 3')).toBeVisible()
    await expect(tiles).toHaveCount(3)
    await expect(tiles.nth(0).getByText('Main photo')).toBeVisible()
    // 960 × 1200 at zoom 1, two thirds of it at 1.5.
    expect(await storedPhoto(page.request, (await ownPhotos(page.request))[2])).toMatchObject({
      width: 640,
      height: 800,
    })

    // At the limit the add tile offers premium instead, and a fourth photo dropped is refused with the
    // limit's message and the premium offer.
    await expect(addPhoto).toHaveCount(0)
    const fourth = await dropFiles(page, grid, [
      { name: 'four.jpg', type: 'image/jpeg', buffer: await jpeg('#2e8b57') },
    ])
    await fourth.drop()
    const refusal = photosSection.getByRole('alert')
    await expect(refusal).toContainText('You have reached the maximum of 3 photos.')
    await expect(refusal.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium')
    // More photos are a premium feature: the modal offers to buy credits.
    const offer = page.getByRole('dialog', { name: 'Only for premium members' })
    await expect(offer).toContainText('up to 25 of your own')
    await expect(offer.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits')
    await offer.getByRole('button', { name: 'Not now' }).click()
    await expect(offer).toBeHidden()
    await expect(cropDialog).toBeHidden()
    await photosSection.getByRole('button', { name: 'More photos with Premium' }).click()
    await expect(offer).toBeVisible()
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

    // The profile, on its own screen: a wrong height is shown next to its field, then everything is saved.
    await page.goto('/profile/about')
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
    await about.getByRole('button', { name: 'Save my profile' }).click()
    await expect(about.getByText('Your profile has been saved.')).toBeVisible()

    // The interests, saved on their own screen.
    await page.goto('/profile/interests')
    const interests = page.getByRole('region', { name: 'Interests' })
    await interests.getByRole('button', { name: 'Hiking' }).click()
    await interests.getByRole('button', { name: 'Wine' }).click()
    await expect(interests.getByRole('button', { name: 'Wine' })).toHaveAttribute('aria-pressed', 'true')
    await interests.getByRole('button', { name: 'Save my interests' }).click()
    await expect(interests.getByText('Your interests have been saved.')).toBeVisible()

    await page.goto('/profile/about')
    const reloaded = page.getByRole('region', { name: 'About me' })
    await expect(reloaded.getByLabel('Username')).toHaveValue('Sam Rivers')
    await expect(reloaded.getByLabel('Town or city')).toHaveValue('Amersfoort')
    await expect(reloaded.getByLabel('Height in cm')).toHaveValue('183')
    await expect(reloaded.getByLabel('Relationship status').locator('option:checked')).toHaveText('Divorced')
    await expect(reloaded.getByLabel('Hair colour').locator('option:checked')).toHaveText('Grey')
    await expect(reloaded.getByLabel('Province').locator('option:checked')).toHaveText('Utrecht')
    await expect(page.getByRole('button', { name: 'Sam Rivers' })).toBeVisible()
    await page.goto('/profile/interests')
    const chosen = page.getByRole('region', { name: 'Interests' })
    await expect(chosen.getByRole('button', { name: 'Hiking' })).toHaveAttribute('aria-pressed', 'true')
    await expect(chosen.getByRole('button', { name: 'Wine' })).toHaveAttribute('aria-pressed', 'true')
    await expect(chosen.getByRole('button', { name: 'Music' })).toHaveAttribute('aria-pressed', 'false')

    // Invisible mode, in the settings, which the user API then reports.
    await page.goto('/profile/settings')
    await untilHydrated(page)
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

test.describe('my photos on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the camera is offered beside the picker, and the photo is moved in its frame by dragging', async ({
    page,
  }) => {
    await signUp(page)
    await page.goto('/profile')
    const photosSection = page.getByRole('region', { name: 'My photos' })
    await expect(photosSection.getByText('You have no photos yet.')).toBeVisible()

    // Both open a file picker behind a label in the member's language; the second asks for the camera.
    const camera = photosSection.getByLabel('Take a photo')
    await expect(camera).toHaveAttribute('capture', 'user')
    await expect(camera).toHaveAttribute('accept', 'image/*')
    await expect(photosSection.getByText('Take a photo')).toBeVisible()
    await expect(photosSection.getByLabel('Add a photo')).toHaveAttribute('multiple', '')

    // A wide photo, dragged all the way right in the frame, keeps its left (red) half.
    await camera.setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await halves() })
    const cropDialog = page.getByRole('dialog', { name: 'Frame your photo' })
    const frame = cropDialog.getByRole('application', { name: 'Visible part of the photo' })
    await expect(frame.locator('img')).toBeVisible()
    const box = await frame.boundingBox()
    if (!box) throw new Error('the frame has no box')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 20, y)
    await page.mouse.down()
    for (const step of [1, 2, 3, 4]) await page.mouse.move(box.x + 20 + step * box.width, y)
    await page.mouse.up()
    await cropDialog.getByRole('button', { name: 'Use photo' }).click()
    await expect(photosSection.getByText('Photos: 1 of 3')).toBeVisible()
    const stored = await storedPhoto(page.request, (await ownPhotos(page.request))[0])
    expect(stored).toMatchObject({ width: 720, height: 900 })
    expect(stored.red).toBeGreaterThan(200)
    expect(stored.blue).toBeLessThan(50)
  })
})
