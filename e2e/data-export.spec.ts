import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import sharp from 'sharp'
import {
  activatedMember,
  enrolledStaff,
  expect,
  expectAccessible,
  mailedLink,
  mailsTo,
  test,
  textsOf,
  untilHydrated,
} from './fixtures.js'

const en = textsOf('en')
const staffTexts = JSON.parse(
  readFileSync(join(import.meta.dirname, '../src/shared/i18n/staff/en.json'), 'utf8'),
) as { member: { data_export: Record<string, string> } }
const staffEn = staffTexts.member.data_export

test.describe('download my data', () => {
  test('a member asks for their data on /profile, gets the mailed link, and downloads the ZIP once', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const mira = await activatedMember(browser, baseURL, 'Mira', '1990-02-02')
    const olaf = await activatedMember(browser, baseURL, 'Olaf', '1990-02-02')
    const page = mira.page

    // A message to Olaf, sent as the chat sends it.
    const sent = await page.request.post('/api/message.php', {
      data: { member: olaf.id, text: 'Hello Olaf, this is Mira' },
    })
    expect(sent.ok(), await sent.text()).toBe(true)

    // A photo, added on her profile.
    await page.goto('/profile')
    const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#d04a6f' } })
      .jpeg()
      .toBuffer()
    await page
      .getByRole('region', { name: 'My photos' })
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo })
    await page
      .getByRole('dialog', { name: 'Frame your photo' })
      .getByRole('button', { name: 'Use photo' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Your photo has been added.' })).toBeVisible()

    // Settings: "Download my data".
    await page.goto('/profile/settings')
    await untilHydrated(page)
    const section = page.locator('#data-export')
    await expect(section.getByRole('heading', { name: en('data_export.title') })).toBeVisible()
    await expectAccessible(page, '/profile settings with the data export')
    const asked = Date.now()
    await section.getByRole('button', { name: en('data_export.request') }).click()
    await expect(section.getByText(en('data_export.requested'))).toBeVisible()
    // Once prepared, the screen says the link was mailed; asking again waits a day.
    await expect(section.getByText(/we have e-mailed you a link/)).toBeVisible({ timeout: 30_000 })
    await expect(section.getByRole('button', { name: en('data_export.request') })).toBeDisabled()
    await expectAccessible(page, '/profile settings with the export ready')

    // The mailed link opens a page whose button downloads the ZIP.
    const link = await mailedLink(mira.email, '/data-export', asked)
    await page.goto(link)
    await untilHydrated(page)
    await expect(page.getByRole('heading', { name: en('data_export.page.title') })).toBeVisible()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('data_export.page.button') }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^data-\d+-\d{4}-\d{2}-\d{2}\.zip$/)
    const path = await download.path()
    const { readFile } = await import('node:fs/promises')
    const files = unzipSync(await readFile(path))
    const messages = JSON.parse(strFromU8(files['messages.json'] ?? new Uint8Array())) as Array<{
      direction: string
      body: string
      other_member: string
    }>
    expect(messages).toContainEqual(
      expect.objectContaining({ direction: 'sent', body: 'Hello Olaf, this is Mira', other_member: 'Olaf' }),
    )
    const photos = JSON.parse(strFromU8(files['photos.json'] ?? new Uint8Array())) as Array<{ file: string }>
    expect(photos).toHaveLength(1)
    expect(files[photos[0]?.file ?? '']?.length ?? 0).toBeGreaterThan(1000)
    expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('messages.json')
    expect(
      Object.values(files)
        .map((bytes) => strFromU8(bytes))
        .join(),
    ).not.toContain(olaf.email)
    await expect(page.getByText(en('data_export.page.done'))).toBeVisible()

    // The link a second time: refused, and nothing is served.
    await page.goto(link)
    await untilHydrated(page)
    let served = false
    page.on('download', () => {
      served = true
    })
    await page.getByRole('button', { name: en('data_export.page.button') }).click()
    await expect(page.getByText(en('data_export.errors.link_invalid'))).toBeVisible()
    expect(served).toBe(false)
    await expectAccessible(page, 'a used data export link')

    await mira.context.close()
    await olaf.context.close()
  })

  test('support prepares a copy on the member page and downloads it; the member gets no mail', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const nora = await activatedMember(browser, baseURL, 'Nora', '1991-03-03')
    const mailsBefore = mailsTo(nora.email).length
    const support = await enrolledStaff(browser, baseURL, 'support')
    const page = support.page
    await page.goto(`/admin/members/${nora.id}`)
    await untilHydrated(page)
    const section = page.getByRole('region', { name: staffEn.title })
    await section.getByRole('button', { name: staffEn.prepare }).click()
    const download = section.getByRole('link', { name: `Download export` })
    await expect(download).toBeVisible({ timeout: 30_000 })
    await expectAccessible(page, 'the member page with a data export')
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    const { readFile } = await import('node:fs/promises')
    const files = unzipSync(await readFile(await file.path()))
    expect(strFromU8(files['account.json'] ?? new Uint8Array())).toContain(nora.email)
    expect(mailsTo(nora.email)).toHaveLength(mailsBefore)
    await support.context.close()
    await nora.context.close()
  })
})
