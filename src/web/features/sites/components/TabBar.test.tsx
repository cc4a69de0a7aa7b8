import { describe, expect, it } from 'vitest'
import { renderHtml, testMember } from '#web/testing/renderHtml.js'
import { TabBar } from './TabBar.js'

const member = testMember()

function renderTabs(path: string, counts: { unread?: number; likes?: number } = {}) {
  const user = { ...member, num_unread_messages: counts.unread ?? 0, num_new_likes: counts.likes ?? 0 }
  return renderHtml(<TabBar user={user} />, { settings: { name: 'Amora' }, user, path })
}

describe('TabBar', () => {
  it('offers the five sections on phones only', () => {
    const html = renderTabs('/members')
    expect(html).toMatch(/^<nav class="tab-bar d-md-none" aria-label="Sections">/)
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])
    expect(links).toEqual(['/members', '/swipe-game', '/likes', '/chats', '/profile'])
    for (const label of ['Discover', 'Swipe', 'Likes', 'Messages', 'Me']) expect(html).toContain(label)
  })

  it('marks the current section, and no section on a member’s profile', () => {
    expect(renderTabs('/chats')).toContain('href="/chats" class="tab-bar-link active" aria-current="page"')
    expect(renderTabs('/likes/received')).toContain('href="/likes" class="tab-bar-link active"')
    expect(renderTabs('/likesx')).not.toContain('active')
    expect(renderTabs('/members/12')).not.toContain('active')
  })

  it('counts new likes and unread messages, in words for screen readers', () => {
    const html = renderTabs('/members', { unread: 1, likes: 120 })
    expect(html).toContain('aria-label="1 unread message"')
    expect(html).toContain('>99+<')
    expect(renderTabs('/members')).not.toContain('badge')
  })
})
