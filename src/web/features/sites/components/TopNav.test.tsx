import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '#web/lib/session.js'
import { renderHtml, testMember } from '#web/testing/renderHtml.js'
import { TopNav } from './TopNav.js'

const settings = { name: 'Amora', language_choices: ['en', 'de'] }

function renderNav(user: CurrentUser | null): string {
  return renderHtml(<TopNav />, { settings, user })
}

const member = testMember()

describe('TopNav', () => {
  it('shows visitors the login button and the language menu', () => {
    const html = renderNav(null)
    expect(html).toContain('href="/login"')
    expect(html).toContain('Language')
    expect(html).not.toContain('Search members')
  })

  it('shows members search, messages, likes, Get Premium and the account menu', () => {
    const html = renderNav(member)
    expect(html).toContain('Search members')
    expect(html).toContain('href="/chats"')
    expect(html).toContain('href="/likes"')
    expect(html).toContain('Get Premium')
    expect(html).toContain('Alex')
    expect(html).not.toContain('href="/login"')
  })

  it('caps the unread badge at 99+ and shows new likes', () => {
    const html = renderNav({ ...member, num_unread_messages: 100, num_new_likes: 3 })
    expect(html).toContain('99+')
    expect(html).toContain('aria-label="3 new likes"')
    expect(renderNav({ ...member, num_unread_messages: 99 })).toContain('>99<')
  })

  it('shows paid members Credits with the repeat order instead of Get Premium', () => {
    const html = renderNav({ ...member, paid_user: true })
    expect(html).toContain('Credits')
    expect(html).not.toContain('Get Premium')
  })

  it('warns about credits at 10 or fewer: warning above 0, danger at 0', () => {
    expect(renderNav({ ...member, credits: 11 })).not.toContain('credits left')
    expect(renderNav({ ...member, credits: 10 })).toMatch(/bg-warning[^>]*>.*10 credits left/)
    expect(renderNav({ ...member, credits: 0 })).toMatch(/bg-danger[^>]*>.*0 credits left/)
  })
})
