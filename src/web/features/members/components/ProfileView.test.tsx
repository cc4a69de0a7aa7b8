import { describe, expect, it } from 'vitest'
import type { MemberProfile } from '#shared/api/members.js'
import type { CurrentUser } from '#web/lib/session.js'
import { memberCard, renderHtml, testMember } from '#web/testing/renderHtml.js'
import { ProfileView } from './ProfileView.js'

const settings = {
  name: 'Amora',
  language_choices: ['en'],
  fictional_icon: '🎭',
  fictional_singular: 'fictional profile',
  fictional_warning: 'This is a fictional profile, run by our team.',
}

const viewer = testMember({ credits: 0 })

const anna: MemberProfile = {
  ...memberCard({
    main_image: { url: '/cdn/main.webp', thumb_url: '/cdn/main-thumb.webp', card_url: '/cdn/main-card.webp' },
  }),
  premium: true,
  new_member: true,
  blocked_by_me: false,
  photos: [
    {
      id: 1,
      private: false,
      locked: false,
      url: '/cdn/main.webp',
      thumb_url: '/cdn/main-thumb.webp',
      card_url: '/cdn/main-card.webp',
    },
    {
      id: 2,
      private: true,
      locked: true,
      url: '/cdn/blurred.webp',
      thumb_url: '/cdn/blurred.webp',
      card_url: '/cdn/blurred.webp',
    },
  ],
  gender: 'female',
  relationship_status: 'single',
  hair_color: 'red',
  height_cm: 170,
  region: 'Utrecht',
  interests: [{ slug: 'music', name: 'Music' }],
  about_me: 'Cyclist & coffee lover',
}

/** Stand-ins for the chat's and the likes' buttons, which the page puts in. */
const actions = {
  message: <span>message-action</span>,
  like: <span>like-action</span>,
  gift: <span>gift-action</span>,
  visitorLike: <span>visitor-like-action</span>,
  visitorGift: <span>visitor-gift-action</span>,
}

function render(member: MemberProfile, user: CurrentUser | null, locale: 'en' | 'pl' = 'en'): string {
  return renderHtml(<ProfileView member={member} actions={actions} />, { settings, user, locale })
}

describe('the profile view', () => {
  it('shows name, age, badges, highlights, interests, about me and translated fields', () => {
    const html = render(anna, viewer)
    const heading = ['Anna, 34', 'Premium member', 'badge bg-success', 'Online now', 'New member', '2 photos']
    const details = ['Single', 'Red', '170 cm', 'Music', 'Cyclist &amp; coffee lover']
    for (const text of [...heading, ...details]) expect(html).toContain(text)
    expect(html).not.toContain('fictional profile')
  })

  it('offers free members premium for a locked photo', () => {
    const html = render(anna, viewer)
    // The button opens the offer to buy credits (a modal), not another page.
    const premiumOffer = [
      'This feature is only available for premium members.',
      '<button type="button" class="btn btn-primary btn-sm">Get Premium</button>',
    ]
    for (const text of [...premiumOffer, 'Block Anna', 'message-action', 'like-action', 'gift-action'])
      expect(html).toContain(text)
    expect(html).not.toContain('visitor-like-action')
    expect(html).not.toContain('visitor-gift-action')
  })

  it('asks visitors to log in for a locked photo and offers signup instead of actions', () => {
    const html = render(anna, null)
    expect(html).toContain('Login to view more photos of Anna')
    expect(html).toContain('visitor-like-action')
    expect(html).toContain('visitor-gift-action')
    expect(html).not.toContain('>like-action')
    expect(html).not.toContain('>gift-action')
    expect(html).toContain('href="/login?next=%2F"')
    expect(html).not.toContain('Block Anna')
  })

  it('marks fictional profiles with the site’s warning, icon and image badge', () => {
    const html = render({ ...anna, fictional: true, photos: [], premium: false }, viewer)
    expect(html).toContain('This is a fictional profile, run by our team.')
    expect(html).toContain('bg-warning')
    expect(html).toContain('🎭')
    expect(html).not.toContain('only available for premium')
  })

  it('offers unblocking a member the viewer blocked', () => {
    const html = render({ ...anna, blocked_by_me: true }, viewer)
    expect(html).toContain('You blocked Anna.')
    expect(html).toContain('Unblock Anna')
    expect(html).not.toContain('message-action')
    expect(html).not.toContain('gift-action')
  })

  it('leaves out fields the answer does not carry and uses Polish plural forms', () => {
    const html = render({ ...anna, age: 25, hair_color: undefined, height_cm: null }, viewer, 'pl')
    expect(html).toContain('25 lat')
    expect(html).toContain('2 zdjęcia')
    expect(html).not.toContain('Kolor włosów')
    expect(html).not.toContain('Wzrost')
  })
})
