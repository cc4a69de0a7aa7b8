import { join } from 'node:path'
import Database from 'better-sqlite3'
import { activatedMember, enrolledStaff, expect, test } from './fixtures.js'

test('shots', async ({ browser, baseURL }) => {
  test.setTimeout(240_000)
  const admin = await enrolledStaff(browser, baseURL, 'admin')
  const page = admin.page
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message))
  page.on('crash', () => console.log('CRASH'))
  page.on('close', () => console.log('CLOSED'))
  const marek = await activatedMember(browser, baseURL, 'Marek')
  const auto = await marek.page.request.get('/api/auto-like.php', { headers: { 'x-request-type': 'client' } })
  const profile = ((await auto.json()) as { profile: { id: number; name: string } }).profile
  const sent = await marek.page.request.post('/api/message.php', {
    data: { member: profile.id, text: 'Hi! Do you like dogs?' },
    headers: { 'x-request-type': 'client' },
  })
  expect(sent.status()).toBe(200)
  const db = new Database(join(process.env.E2E_DATA_DIR as string, 'amora.sqlite'))
  const members = db.prepare("select id from users where is_fictional = 0 and role = 'member' limit 5").all() as { id: number }[]
  const fictional = db.prepare('select user_id from fictional_profiles limit 5').all() as { user_id: number }[]
  const now = Date.now()
  members.forEach((m, i) => {
    const f = fictional[i % fictional.length]!.user_id
    db.prepare('insert or ignore into first_contacts (site_id, member_id, fictional_id, conversation_id, message_id, sent_at) values (1, ?, ?, null, null, ?)').run(m.id, f, now - i * 600_000)
  })
  db.close()
  for (const lang of ['en', 'de', 'pl']) {
    await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: baseURL as string }])
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin/console/first-contacts')
      await page.waitForTimeout(1500)
      await page.screenshot({ path: `/tmp/shots/fc-${lang}-${width}.png`, fullPage: true })
      await page.goto('/admin/console')
      await page.waitForTimeout(1500)
      const entry = page.getByRole('button', { name: /Marek, \d+/ })
      await entry.click()
      await page.waitForTimeout(1500)
      await page.screenshot({ path: `/tmp/shots/console-${lang}-${width}.png`, fullPage: true })
      await page.keyboard.press('Escape')
      await page.goto('/admin/sites/1#credits')
      await page.waitForTimeout(1500)
      await page.getByText(/First contacts per member|Erstkontakte pro|Pierwsze kontakty na/).first().scrollIntoViewIfNeeded()
      await page.screenshot({ path: `/tmp/shots/credits-${lang}-${width}.png` })
    }
  }
})
