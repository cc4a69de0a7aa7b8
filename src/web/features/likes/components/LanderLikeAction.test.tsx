import { describe, expect, it } from 'vitest'
import type { CurrentUser } from '#web/lib/session.js'
import { memberCard, renderHtml } from '#web/testing/renderHtml.js'
import { LanderLikeAction } from './LanderLikeAction.js'

const anna = memberCard()

function render(options: { user?: { id: number }; signups?: string; locale?: 'en' | 'pl' } = {}): string {
  const element = (
    <LanderLikeAction member={anna} className="btn">
      Like
    </LanderLikeAction>
  )
  const settings = { signups: options.signups ?? 'all', invite_only: false }
  const user = (options.user ?? null) as CurrentUser | null
  return renderHtml(element, { settings, user, locale: options.locale })
}

describe('the like on a lander', () => {
  it('sends a visitor to the signup and says why', () => {
    const html = render()
    expect(html).toContain('href="/signup"')
    expect(html).toContain('aria-label="Login to like Anna&#x27;s profile"')
  })

  it('sends a visitor to the login where signups are closed', () => {
    const html = render({ signups: 'other' })
    expect(html).toContain('href="/login"')
    expect(html).not.toContain('/signup')
  })

  it('is a like button for a member, in the member’s language', () => {
    const html = render({ user: { id: 3 }, locale: 'pl' })
    expect(html).toContain('<button')
    expect(html).toContain('aria-pressed="false"')
    expect(html).not.toContain('href=')
  })

  it('is not there on the member’s own landing', () => {
    expect(render({ user: { id: 7 } })).toBe('')
  })
})
