import sharp from 'sharp'
import {
  activatedMember,
  enrolledStaff,
  expect,
  expectAccessible,
  mailsTo,
  test,
  untilHydrated,
} from './fixtures.js'

test('support answers a report from the complaints desk; a moderator warns the member reported', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const carla = await activatedMember(browser, baseURL, 'Carla')
  const dirk = await activatedMember(browser, baseURL, 'Dirk')

  // Dirk has a profile photo.
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c25c7a' } })
    .jpeg()
    .toBuffer()
  const upload = await dirk.page.request.post('/api/photos.php', {
    multipart: { photo: { name: 'dirk.jpg', mimeType: 'image/jpeg', buffer: photo } },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const photoId = ((await upload.json()) as { photo: { id: number } }).photo.id

  // Carla reports Dirk's profile.
  await carla.page.goto(`/members/${dirk.id}`)
  await untilHydrated(carla.page)
  await carla.page.getByRole('link', { name: 'Report this profile' }).click()
  await carla.page.getByLabel('Reason').selectOption({ label: 'Harassment' })
  await carla.page.getByLabel(/^Your complaint/).fill('He insults me in every message he sends.')
  await carla.page.getByRole('button', { name: 'Send complaint' }).click()
  const status = carla.page.getByRole('status').filter({ hasText: 'Your complaint has reference' })
  await expect(status).toBeVisible()
  const reference = /C-\d{6}/.exec((await status.textContent()) ?? '')?.[0] ?? ''
  expect(reference).not.toBe('')

  // Support finds it on the desk, open, and opens it with the keyboard.
  const support = await enrolledStaff(browser, baseURL, 'support')
  const desk = support.page
  await desk.goto('/admin')
  await untilHydrated(desk)
  await desk.getByRole('link', { name: 'Complaints', exact: true }).first().click()
  await expect(desk).toHaveURL(/\/admin\/complaints$/)
  await expect(desk.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible()
  await desk.getByLabel('Status').selectOption({ label: 'Open' })
  await expect(desk).toHaveURL(/status=open/)
  const row = desk.getByRole('row').filter({ hasText: reference })
  await expect(row).toContainText('Harassment')
  await expect(row).toContainText(`Dirk (#${dirk.id})`)
  await expect(row).toContainText(`Carla (#${carla.id})`)
  await expect(row).toContainText('Nobody')
  await expectAccessible(desk, 'complaints desk')
  await row.focus()
  await desk.keyboard.press('Enter')
  await expect(desk).toHaveURL(/\/admin\/complaints\/\d+$/)
  const complaintUrl = desk.url()
  await expect(desk.getByRole('heading', { level: 1, name: reference })).toBeVisible()
  await expect(desk.getByText('He insults me in every message he sends.')).toBeVisible()
  await expect(desk.getByRole('link', { name: `Dirk (#${dirk.id})` })).toHaveAttribute(
    'href',
    `/admin/members/${dirk.id}`,
  )
  await expectAccessible(desk, 'complaint page')

  await desk.getByRole('button', { name: 'Assign to me' }).click()
  await expect(desk.getByRole('button', { name: 'Unassign' })).toBeVisible()

  const history = desk.getByRole('region', { name: 'History' })
  await desk.getByLabel('Internal note').fill('Chat checked: insults in three messages.')
  await desk.getByRole('button', { name: 'Add note' }).click()
  await expect(history.getByText('Chat checked: insults in three messages.')).toBeVisible()

  const answer = 'Thank you for your report. We have warned the member and will keep an eye on the account.'
  await desk.getByLabel('Your answer').fill(answer)
  await desk.getByRole('button', { name: 'Send answer' }).click()
  await expect(history.getByText(answer)).toBeVisible()
  await expect(history.getByText('Answer mailed')).toBeVisible()

  // The answer reaches Carla, with the reference, and never the internal note.
  await expect
    .poll(
      () =>
        mailsTo(carla.email).find((m) => m.subject.includes(reference) && m.text.includes(answer))?.subject,
    )
    .toBe(`Our answer to your complaint ${reference}`)
  const mail = mailsTo(carla.email).find((m) => m.text.includes(answer))
  expect(mail?.text).not.toContain('Chat checked')

  // A moderator warns Dirk from the same complaint.
  const moderator = await enrolledStaff(browser, baseURL, 'moderator')
  await moderator.page.goto(complaintUrl)
  const warning =
    'Insulting other members is against our rules. If it happens again, we will close your account.'
  await moderator.page.getByLabel('Warning to the member').fill(warning)
  await moderator.page.getByRole('button', { name: 'Warn member' }).click()
  await expect(moderator.page.getByRole('region', { name: 'History' }).getByText(warning)).toBeVisible()

  // The moderator hides Dirk's photo from the report, with a reason.
  const photos = moderator.page.getByRole('region', { name: 'Actions on Dirk' })
  await expect(photos.getByRole('img', { name: `Photo ${photoId}` })).toBeVisible()
  await expectAccessible(moderator.page, 'complaint page: member actions')
  await photos.getByLabel('Reason').first().selectOption({ label: 'Offensive' })
  await photos.getByRole('button', { name: `Hide photo ${photoId}` }).click()
  await expect(moderator.page.getByText('Photo hidden.')).toBeVisible()

  // Dirk sees it on his next page until he confirms reading it.
  await dirk.page.goto('/members')
  const dialog = dirk.page.getByRole('dialog', { name: 'A message from the Amora team' })
  await expect(dialog).toContainText(warning)
  await expectAccessible(dirk.page, 'member warning')
  await dialog.getByRole('button', { name: 'I have read this' }).click()
  await expect(dialog).toBeHidden()
  await dirk.page.reload()
  await expect(dirk.page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(dirk.page.getByRole('dialog')).toHaveCount(0)

  for (const member of [carla, dirk]) await member.context.close()
  await support.context.close()
  await moderator.context.close()
})
