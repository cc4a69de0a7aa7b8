import { bounceFor } from '../src/server/modules/notifications/testing/report-samples.js'
import { activatedMember, enterSite, expect, test, untilHydrated } from './fixtures.js'

const reportSecret = 'e2e-mail-report-secret-0123456789'

test.describe('notification settings', () => {
  test('a member turns mails and pushes on and off, and finds them as saved after a reload', async ({
    browser,
    baseURL,
  }) => {
    const member = await activatedMember(browser, baseURL, 'Nora')
    const { page } = member
    await page.goto('/notifications')
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
    const newMessagesMail = page.getByRole('checkbox', { name: 'E-mails about: New messages' })
    const newsMail = page.getByRole('checkbox', { name: 'E-mails about: News' })
    const likePush = page.getByRole('checkbox', { name: 'Push notifications about: Likes and matches' })
    await expect(newMessagesMail).toBeChecked()
    await expect(newsMail).not.toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Push notifications about: News' })).toHaveCount(0)

    await newMessagesMail.uncheck()
    await expect(page.getByRole('status').filter({ hasText: 'saved' })).toBeVisible()
    await newsMail.check()
    await likePush.uncheck()
    await expect(likePush).not.toBeChecked()
    await expect(likePush).toBeEnabled()

    await page.reload()
    await expect(newMessagesMail).not.toBeChecked()
    await expect(newsMail).toBeChecked()
    await expect(likePush).not.toBeChecked()
    await member.context.close()
  })

  test('a bounce stops mail: the member sees why, hides the alert, and turns mail back on', async ({
    browser,
    baseURL,
    playwright,
  }) => {
    const member = await activatedMember(browser, baseURL, 'Otto')
    const { page } = member
    const mailServer = await playwright.request.newContext({ baseURL })
    const reported = await mailServer.post('/api/mail-report.php', {
      headers: { authorization: `Bearer ${reportSecret}`, 'content-type': 'message/rfc822' },
      data: bounceFor(member.email),
    })
    expect(reported.ok(), await reported.text()).toBe(true)
    expect(await reported.json()).toEqual({ handled: 1 })
    const forged = await mailServer.post('/api/mail-report.php', {
      headers: { authorization: 'Bearer not-the-secret-not-the-secret', 'content-type': 'message/rfc822' },
      data: bounceFor(member.email),
    })
    expect(forged.status()).toBe(403)
    await mailServer.dispose()

    await page.goto('/members')
    const alert = page.getByRole('alert').filter({ hasText: 'We no longer send you e-mails' })
    await expect(alert).toContainText(`Our e-mails to ${member.email} could not be delivered.`)
    await alert.getByRole('button', { name: 'Close' }).click()
    await expect(alert).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(alert).toBeHidden()

    // The settings page always says it, and turns mail back on.
    await page.goto('/notifications')
    await untilHydrated(page)
    const onPage = page.getByRole('alert').filter({ hasText: 'We no longer send you e-mails' })
    await expect(onPage).toBeVisible()
    await onPage.getByRole('button', { name: 'Send me e-mails again' }).click()
    await expect(onPage).toBeHidden()
    await page.reload()
    await expect(page.getByRole('checkbox', { name: 'E-mails about: New messages' })).toBeVisible()
    await expect(onPage).toBeHidden()
    await member.context.close()
  })

  test('a forged unsubscribe link shows why nothing changed, in German', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL ?? '' }])
    await page.goto('/unsubscribe?u=1&t=like&s=forged-signature-forged-signature')
    await enterSite(page)
    await untilHydrated(page)
    await page.getByRole('button', { name: 'Abmelden', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('Dieser Abmeldelink ist ungültig.')
  })
})
