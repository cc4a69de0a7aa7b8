import { describe, expect, it } from 'vitest'
import type { LikesResponse } from '#shared/api/likes.js'
import { memberCard, renderHtml } from '#web/testing/renderHtml.js'
import { likesQueryKey } from '../api/likes.js'
import { LikesPage } from './LikesPage.js'

const none: LikesResponse = { profiles: [], liked_by: [], liked: [] }

const render = (likes: LikesResponse, type?: 'received' | 'sent' | 'matches', locale: 'en' | 'de' = 'en') =>
  renderHtml(<LikesPage type={type} />, { locale, queries: [[likesQueryKey, likes]] })

describe('the likes page', () => {
  it('invites with an empty list instead of counting nobody', () => {
    const html = render(none)
    expect(html).not.toContain('0 members like you')
    expect(html).toContain('No likes yet')
    expect(html).toContain('href="/members"')
  })

  it('leads each empty list where it fills up', () => {
    expect(render(none, 'received')).toContain('href="/profile"')
    expect(render(none, 'matches')).toContain('href="/swipe-game"')
    expect(render(none, 'sent', 'de')).toContain('Du hast noch niemanden geliked')
  })

  it('counts the members who like the viewer once there are some', () => {
    const anna = memberCard()
    const html = render({ profiles: [anna], liked_by: [{ id: anna.id, like_new: true }], liked: [] })
    expect(html).toContain('1 member likes you')
    expect(html).not.toContain('No likes yet')
  })
})
