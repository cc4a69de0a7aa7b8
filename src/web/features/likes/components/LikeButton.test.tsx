import { describe, expect, it } from 'vitest'
import type { LikeState } from '#shared/api/likes.js'
import { memberCard, renderHtml } from '#web/testing/renderHtml.js'
import { LikeButton, VisitorLikeButton } from './LikeButton.js'

const anna = memberCard()

const render = (element: React.ReactNode, locale: 'en' | 'de' = 'en') => renderHtml(element, { locale })

const button = (state: LikeState, locale: 'en' | 'de' = 'en') =>
  render(<LikeButton member={anna} state={state} />, locale)

describe('the like button', () => {
  it('says where the two stand', () => {
    expect(button('none')).toContain('Like</button>')
    expect(button('none')).toContain('aria-pressed="false"')
    expect(button('liked')).toContain('Liked</button>')
    expect(button('liked')).toContain('aria-pressed="true"')
    expect(button('liked')).toContain('title="Unlike Anna"')
    expect(button('received')).toContain('Like back')
    expect(button('received')).toContain('Anna likes you!')
    expect(button('match')).toContain('It&#x27;s a match')
    expect(button('match')).toContain('Unlike Anna')
  })

  it('speaks the member’s language', () => {
    expect(button('received', 'de')).toContain('Zurück liken')
  })

  it('asks visitors to log in and leads to the signup', () => {
    const html = render(<VisitorLikeButton name="Anna" />)
    expect(html).toContain('Login to like Anna&#x27;s profile')
    expect(html).toContain('href="/signup"')
  })
})
