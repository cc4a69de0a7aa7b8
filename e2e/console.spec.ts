import { activatedMember, enrolledStaff, expect, expectAccessible, test } from './fixtures.js'

test('an operator answers a member live as a fictional profile, while a colleague cannot take it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const olga = await enrolledStaff(browser, baseURL, 'operator')
  const otto = await enrolledStaff(browser, baseURL, 'operator')
  const console = olga.page
  const errors: string[] = []
  console.on('pageerror', (error) => errors.push(error.message))

  // An operator's back office is the console.
  await console.goto('/admin')
  await expect(console).toHaveURL(/\/admin\/console$/)
  await expect(console.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible()
  await otto.page.goto('/admin/console')
  await expect(otto.page.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible()

  // A member writes to a fictional profile of the demo site.
  const marek = await activatedMember(browser, baseURL, 'Marek')
  const auto = await marek.page.request.get('/api/auto-like.php', { headers: { 'x-request-type': 'client' } })
  const profile = ((await auto.json()) as { profile: { id: number; name: string } | null }).profile
  if (!profile) throw new Error('auto-like.php chose nobody: the demo members need a fictional member in NL')
  await marek.page.goto(`/members/${profile.id}/chat`)
  await expect(marek.page.getByRole('img', { name: 'fictional profile' }).first()).toBeVisible()
  const icebreaker = marek.page.getByRole('dialog', { name: `Say hello to ${profile.name}` })
  await expect(icebreaker).toBeVisible()
  await icebreaker.getByLabel('Your message').fill('Hi! Do you like dogs? Mine is called Rex.')
  await icebreaker.getByRole('button', { name: /^Send for/ }).click()
  await expect(icebreaker).toBeHidden()

  // It arrives in both consoles without a reload; Olga takes it.
  const entry = (page: typeof console) => page.getByRole('button', { name: /Marek, \d+/ })
  await expect(entry(console)).toBeVisible()
  await expect(entry(otto.page)).toBeVisible()
  await entry(console).click()
  const pane = console.getByRole('region', { name: `Marek and ${profile.name}` })
  await expect(pane.getByRole('list', { name: 'Messages' })).toContainText('Mine is called Rex.')
  await expect(pane.getByText('Member since')).toBeVisible()

  // Otto sees it taken and cannot open it, by the page or by the API.
  await expect(entry(otto.page)).toContainText('Taken')
  await expect(entry(otto.page)).toBeDisabled()
  const conversation = Number(
    (
      (await (await otto.page.request.get('/api/staff/inbox.php')).json()) as {
        conversations: Array<{ conversation_id: number; member: { name: string } }>
      }
    ).conversations.find((row) => row.member.name === 'Marek')?.conversation_id,
  )
  const refused = await otto.page.request.post('/api/staff/claim.php', { data: { conversation } })
  expect(refused.status()).toBe(409)

  // A note every later operator sees, then the answer (Ctrl+Enter).
  const note = pane.getByLabel('Notes about Marek')
  await note.fill('Dog: Rex.')
  await pane.getByRole('button', { name: 'Save note' }).first().click()
  await expect(console.getByText('Note saved.')).toBeVisible()
  await expectAccessible(console, 'console: conversation')
  const answer = pane.getByLabel(`Answer as ${profile.name}`)
  await answer.fill('Rex is a lovely name! What kind of dog is he?')
  await answer.press('Control+Enter')
  await expect(pane.getByRole('list', { name: 'Messages' })).toContainText('What kind of dog is he?')
  await expect(answer).toHaveValue('')

  // The member sees it arrive live, from the profile marked as fictional.
  await expect(marek.page.getByRole('log').first()).toContainText('What kind of dog is he?')
  await expect(marek.page.getByRole('img', { name: 'fictional profile' }).first()).toBeVisible()

  // Then one of the profile's own photos, which the member sees in the conversation.
  const photos = pane.getByRole('group', { name: 'Photo to send' })
  await photos.getByRole('button', { name: /^(Private photo|Photo) 1$/ }).click()
  await photos.getByRole('button', { name: 'Send photo' }).click()
  await expect(pane.getByRole('list', { name: 'Messages' }).getByRole('img', { name: 'Photo' })).toBeVisible()
  await expect(marek.page.getByRole('button', { name: 'Open the photo' })).toBeVisible()

  // Answered: the conversation leaves the queue; Olga gives it back with Esc.
  await expect(entry(otto.page)).toBeHidden()
  await console.keyboard.press('Escape')
  await expect(console.getByText('Choose a conversation from the queue', { exact: false })).toBeVisible()
  await expectAccessible(console, 'console: queue')

  // What Olga did today, as her statistics count it.
  await console.getByRole('link', { name: 'Statistics' }).click()
  await expect(console.getByRole('heading', { level: 1, name: 'Operator statistics' })).toBeVisible()
  const perOperator = console.getByRole('region', { name: 'Per operator and day' })
  await expect(
    perOperator.getByRole('row', { name: new RegExp(olga.email.replace(/[.]/g, '\\.')) }),
  ).toBeVisible()
  await expectAccessible(console, 'console: statistics')

  // The first contacts the profiles sent, as the site settings ask (none are due for these new members).
  await console.getByRole('link', { name: 'Back to the console' }).click()
  await console.getByRole('link', { name: 'First contacts' }).click()
  await expect(console.getByRole('heading', { level: 1, name: 'First contacts' })).toBeVisible()
  await expect(console.getByRole('heading', { name: /^Last 7 days: \d+ sent/ })).toBeVisible()
  await expectAccessible(console, 'console: first contacts')
  expect(errors).toEqual([])
  for (const context of [olga.context, otto.context, marek.context]) await context.close()
})
