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
    expect(renderNav({ ...member, num_new_likes: 1 })).toContain('aria-label="1 new like"')
    expect(renderNav({ ...member, num_unread_messages: 1 })).toContain('aria-label="1 unread message"')
    expect(renderNav({ ...member, num_unread_messages: 99 })).toContain('>99<')
  })

  it('shows paid members Credits with the repeat order instead of Get Premium', () => {
    const html = renderNav({ ...member, paid_user: true })
    expect(html).toContain('Credits')
    expect(html).not.toContain('Get Premium')
  })

  it('shows the credits as a coin and a number, beside the link at 10 or fewer: warning above 0, danger at 0', () => {
    const pills = (html: string) => [...html.matchAll(/class="credits-pill([^"]*)"/g)].map((m) => m[1])
    // Above 10 only the phone's pill beside the toggle shows them, in the body's colour.
    expect(pills(renderNav({ ...member, credits: 11 }))).toEqual([''])
    expect(pills(renderNav({ ...member, credits: 10 }))).toEqual([
      ' credits-pill-warning',
      ' credits-pill-warning',
    ])
    expect(pills(renderNav({ ...member, credits: 0 }))).toEqual([
      ' credits-pill-danger',
      ' credits-pill-danger',
    ])
    expect(renderNav({ ...member, credits: 10 })).toContain('10 credits left')
    expect(renderNav({ ...member, credits: 1 })).toContain('1 credit left')
    // The number alone is not read out: the hidden words say what it counts.
    expect(renderNav({ ...member, credits: 10 })).toContain('<span aria-hidden="true">10</span>')
  })

  it('leaves the sections to the tab bar on phones, the credits beside the toggle', () => {
    const html = renderNav(member)
    expect(html).toMatch(/<a class="nav-link d-none d-md-block[^"]*" href="\/members"/)
    expect(html).toMatch(/<a class="d-md-none ms-auto[^"]*" href="\/premium"[^>]*><span class="credits-pill"/)
    expect(renderNav({ ...member, paid_user: true })).toMatch(/<a class="d-md-none[^"]*" href="\/credits"/)
  })
})
