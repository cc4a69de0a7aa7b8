import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import type { OwnPhoto } from '../src/shared/api/photos.js'
import {
  activatedMember,
  enrolledStaff,
  expect,
  expectAccessible,
  type Member,
  mailsTo,
  test,
  untilHydrated,
} from './fixtures.js'

const jpeg = (background: string) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer()

async function ownPhotos(api: APIRequestContext): Promise<OwnPhoto[]> {
  return ((await (await api.get('/api/photos.php')).json()) as { photos: OwnPhoto[] }).photos
}

/** Adds a photo on /profile as a member does: picked, framed as it is, sent. */
async function addPhoto(page: Page, background: string) {
  const photos = page.getByRole('region', { name: 'My photos' })
  await photos.getByLabel('Add a photo').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg(background),
  })
  const crop = page.getByRole('dialog', { name: 'Frame your photo' })
  await crop.getByRole('button', { name: 'Use photo' }).click()
  await expect(crop).toBeHidden()
}

/** The demo site's id, and a way to set how it checks photos (through the API the site page uses). */
async function demoSite(api: APIRequestContext) {
  const { sites } = (await (await api.get('/api/staff/sites.php')).json()) as {
    sites: { id: number; domains: string[] }[]
  }
  const site = sites.find((one) => one.domains.includes('localhost'))
  if (!site) throw new Error('no demo site')
  const review = async (mode: string) => {
    const changed = await api.put('/api/staff/sites.php', {
      data: { id: site.id, settings: { content_review: mode } },
    })
    expect(changed.ok(), await changed.text()).toBe(true)
  }
  return { id: site.id, review }
}

test('with checks before showing, a new photo waits unseen until a moderator approves it; a refused one is gone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const admin = await enrolledStaff(browser, baseURL, 'admin')
  const site = await demoSite(admin.page.request)
  let member: Member | undefined
  try {
    // The admin chooses on the site page: photos and texts are checked before they show.
    await admin.page.goto(`/admin/sites/${site.id}`)
    await untilHydrated(admin.page)
    const members = admin.page.getByRole('region', { name: 'Members and search' })
    await members.getByLabel('Checking photos and texts').selectOption('before_showing')
    await members.getByRole('button', { name: 'Save' }).click()
    await expect(admin.page.getByText('Members and search: saved.')).toBeVisible()

    // The member adds a photo: it is marked as being checked, and the page says what the site does.
    member = await activatedMember(browser, baseURL, 'Mira')
    const page = member.page
    await page.goto('/profile')
    await expect(page.getByText('Our team checks new photos before other members see them')).toBeVisible()
    await addPhoto(page, '#c0587e')
    const tile = page.getByRole('listitem', { name: /^Photo 1 of 1$/ })
    await expect(tile.getByText('Being checked')).toBeVisible()
    await expectAccessible(page, 'profile: a photo waiting for its check')
    const [waiting] = await ownPhotos(page.request)
    expect(waiting).toMatchObject({ waiting: true, is_main: false })
    if (!waiting) throw new Error('no photo')

    // Another member and a visitor are not served it; its owner is.
    const other = await activatedMember(browser, baseURL, 'Otto')
    const visitor = await browser.newContext({ baseURL })
    expect((await page.request.get(waiting.url)).status()).toBe(200)
    expect((await other.page.request.get(waiting.url)).status()).toBe(404)
    expect((await visitor.request.get(waiting.card_url)).status()).toBe(404)
    const seen = await other.page.request.get(`/api/member.php?id=${member.id}`)
    expect(((await seen.json()) as { member: { photos: unknown[] } }).member.photos).toEqual([])

    // A moderator opens the queue: photos nobody sees yet come first, large, beside their member.
    const moderator = await enrolledStaff(browser, baseURL, 'moderator')
    const queue = moderator.page
    await queue.goto('/admin/moderation')
    await expect(queue.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible()
    await expect(queue.getByRole('img', { name: 'Photo of Mira' })).toBeVisible()
    await expect(queue.getByText('Not shown yet')).toBeVisible()
    await expect(queue.getByText('This site checks photos and texts before they show.')).toBeVisible()
    await expectAccessible(queue, 'moderation queue')
    // One key approves.
    await queue.keyboard.press('a')
    await expect(queue.getByText('Approved.')).toBeVisible()
    await expect(queue.getByRole('img', { name: 'Photo of Mira' })).toBeHidden()

    await expect.poll(async () => (await other.page.request.get(waiting.url)).status()).toBe(200)
    expect((await visitor.request.get(waiting.card_url)).status()).toBe(200)
    await page.reload()
    await expect(tile.getByText('Being checked')).toBeHidden()
    await expect(tile.getByText('Main photo')).toBeVisible()

    // A second photo is refused with a reason: nobody is served it again, and the member learns why.
    const mailsBefore = mailsTo(member.email).length
    await addPhoto(page, '#3a7bd5')
    // The dialog closes as the upload starts: wait until the photo is stored.
    await expect.poll(async () => (await ownPhotos(page.request)).length, { timeout: 15_000 }).toBe(2)
    const second = (await ownPhotos(page.request)).find((photo) => photo.id !== waiting.id)
    if (!second) throw new Error('no second photo')
    await queue.reload()
    await expect(queue.getByRole('img', { name: 'Photo of Mira' })).toBeVisible()
    await queue.getByRole('button', { name: /Poor quality/ }).click()
    await expect(queue.getByText('Refused: the member has been told.')).toBeVisible()

    for (const api of [page.request, other.page.request, visitor.request, queue.request])
      for (const url of [second.url, second.thumb_url, second.card_url])
        expect((await api.get(url)).status(), url).toBe(api === queue.request ? 200 : 404)
    await page.reload()
    const refused = page.getByRole('alert').filter({ hasText: 'Photo not approved' })
    await expect(refused).toContainText('The photo is too dark, blurred or small.')
    await expect(page.getByRole('listitem', { name: /^Photo \d+ of \d+$/ })).toHaveCount(1)
    await expectAccessible(page, 'profile: a refused photo')
    await expect
      .poll(() => mailsTo(member?.email ?? '').length, { timeout: 15_000 })
      .toBeGreaterThan(mailsBefore)
    const [mail] = mailsTo(member.email)
    expect(mail?.subject).toContain('was not approved')
    // Removing the refused photo clears the notice.
    await refused.getByRole('button', { name: 'Remove' }).click()
    await expect(refused).toBeHidden()
    await Promise.all([other.context.close(), visitor.close(), moderator.context.close()])
  } finally {
    await site.review('after_showing')
    await member?.context.close()
    await admin.context.close()
  }
})
