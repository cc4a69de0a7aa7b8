import { describe, expect, it } from 'vitest'
import type { NotificationSetting } from '#shared/api/notifications.js'
import { renderHtml, testMember } from '#web/testing/renderHtml.js'
import { DisabledNotificationsAlert, shownReason } from './DisabledNotificationsAlert.js'
import { NotificationSettingsForm } from './NotificationSettingsForm.js'

const settings: NotificationSetting[] = [
  { type: 'new_messages', email: false, push: true },
  { type: 'promotions', email: false, push: null },
]

describe('notification settings', () => {
  it('shows a switch per channel, e-mail only where nothing is pushed, and the consent note', () => {
    const html = renderHtml(<NotificationSettingsForm settings={settings} />, { user: testMember() })
    expect(html).toContain('id="notify-new_messages-email"')
    expect(html).toContain('id="notify-new_messages-push"')
    expect(html).not.toContain('id="notify-promotions-push"')
    expect(html).toContain('E-mail only')
    expect(html).toContain('Only with your consent')
    expect(html).toMatch(/id="notify-new_messages-push"[^>]*checked/)
    expect(html).not.toMatch(/id="notify-new_messages-email"[^>]*checked/)
  })

  it('names the reason mail stopped, the most pressing first, in the member language', () => {
    expect(shownReason(['list_unsubscribe', 'bounce'])).toBe('bounce')
    expect(shownReason(['fbl', 'list_unsubscribe'])).toBe('fbl')
    expect(shownReason([])).toBeNull()
    const user = testMember({ notifications_disabled: ['bounce'], email: 'alex@example.com' })
    const html = renderHtml(<DisabledNotificationsAlert onSettingsPage />, { user, locale: 'de' })
    expect(html).toContain('Unsere E-Mails an alex@example.com konnten nicht zugestellt werden.')
    expect(html).toContain('Wieder E-Mails senden')
    const none = renderHtml(<DisabledNotificationsAlert onSettingsPage />, { user: testMember() })
    expect(none).not.toContain('role="alert"')
    expect(none).not.toContain('Send me e-mails again')
  })
})
