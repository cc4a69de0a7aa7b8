import {
  activatedMember,
  enrolledStaff,
  expect,
  expectAccessible,
  mailedLink,
  test,
  unique,
} from './fixtures.js'

test('a member sends one text to 30 members; a moderator finds them on the review list and disables them', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const admin = await enrolledStaff(browser, baseURL, 'admin')
  const moderator = await enrolledStaff(browser, baseURL, 'moderator')
  const sandro = await activatedMember(browser, baseURL, 'Sandro')
  // Enough credits for a campaign, as a member who bought them would have.
  const premium = await admin.page.request.post('/api/staff/member-action.php', {
    data: { id: sandro.id, action: 'grant_premium' },
  })
  expect(premium.ok(), await premium.text()).toBe(true)
  const credits = await admin.page.request.post('/api/staff/credits.php', {
    data: { member: sandro.id, amount: 500, reason: 'journey setup' },
  })
  expect(credits.ok(), await credits.text()).toBe(true)

  // Thirty members, signed up and activated over the API (setup, not the journey).
  const setup = await browser.newContext({ baseURL })
  const recipients: number[] = []
  for (let i = 0; i < 30; i++) {
    const email = `rita${i}.${unique()}@example.com`
    const started = Date.now()
    const signup = await setup.request.post('/api/signup.php', {
      data: { email, name: `Rita${i}`, password: 'rita-e2e-password-1', date_of_birth: '1991-02-03' },
    })
    expect(signup.ok(), await signup.text()).toBe(true)
    recipients.push(((await signup.json()) as { user: { id: number } }).user.id)
    const token = new URL(await mailedLink(email, '/activate', started), 'http://x').searchParams.get('token')
    expect((await setup.request.post('/api/activate.php', { data: { token } })).ok()).toBe(true)
  }
  await setup.close()

  const text = 'Hi sweetheart! I am new here, want to chat? 😊'
  for (const member of recipients) {
    const sent = await sandro.page.request.post('/api/message.php', { data: { member, text } })
    expect(sent.ok(), await sent.text()).toBe(true)
  }

  // The moderator's review list: the member, the rules hit, the evidence.
  const page = moderator.page
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Spam review' }).first().click()
  await expect(page).toHaveURL(/\/admin\/review$/)
  await expect(page.getByRole('heading', { name: 'Spam review' })).toBeVisible()
  const row = page.locator(`tr[data-member="${sandro.id}"]`)
  await expect(row.getByText('Same text to many')).toBeVisible()
  await expect(row.getByText('New account writing to many')).toBeVisible()
  await expect(row.getByText('30 members · within 60 minutes · 21 hits')).toBeVisible()
  await expect(row.getByText(text).first()).toBeVisible()
  await expect(row.getByRole('link', { name: String(sandro.id) })).toHaveAttribute(
    'href',
    `/admin/members/${sandro.id}`,
  )
  await expectAccessible(page, 'spam review')

  // From the keyboard: the row, d for disable, the reason, Enter.
  await row.focus()
  await page.keyboard.press('d')
  const reason = row.getByLabel('Reason for disabling')
  await expect(reason).toBeFocused()
  await expectAccessible(page, 'spam review: disable reason')
  await reason.fill('Same text to 30 members')
  await reason.press('Enter')
  await expect(row).toHaveCount(0)

  // The account is disabled, with the reason on record.
  const member = await admin.page.request.get(`/api/staff/member.php?id=${sandro.id}`)
  expect(((await member.json()) as { member: { status: string } }).member.status).toBe('disabled')
  const audit = await admin.page.request.get(`/api/staff/audit.php?target_kind=member&target=${sandro.id}`)
  expect(await audit.text()).toContain('Same text to 30 members')
})
