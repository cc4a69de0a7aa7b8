import { describe, expect, it } from 'vitest'
import type { MemberProfile } from '../../../../shared/api/members.js'
import { renderHtml, testMember } from '../../../testing/renderHtml.js'
import type { CurrentUser } from '../../site/api/user.js'
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
  id: 7,
  name: 'Anna',
  age: 34,
  city: 'Utrecht',
  country: 'NL',
  fictional: false,
  online: true,
  main_image: { url: '/cdn/main.webp', thumb_url: '/cdn/main-thumb.webp' },
  premium: true,
  new_member: true,
  blocked_by_me: false,
  photos: [
    { id: 1, private: false, locked: false, url: '/cdn/main.webp', thumb_url: '/cdn/main-thumb.webp' },
    { id: 2, private: true, locked: true, url: '/cdn/blurred.webp', thumb_url: '/cdn/blurred.webp' },
  ],
  gender: 'female',
  relationship_status: 'single',
  hair_color: 'red',
  height_cm: 170,
  region: 'Utrecht',
  interests: [{ slug: 'music', name: 'Music' }],
  about_me: 'Cyclist & coffee lover',
}

function render(member: MemberProfile, user: CurrentUser | null, locale: 'en' | 'pl' = 'en'): string {
  return renderHtml(<ProfileView member={member} />, { settings, user, locale })
}

describe('the profile view', () => {
  it('shows name, age, badges, highlights, interests, about me and translated fields', () => {
    const html = render(anna, viewer)
    expect(html).toContain('Anna, 34')
    expect(html).toContain('Premium member')
    expect(html).toContain('badge bg-success')
    expect(html).toContain('Online now')
    expect(html).toContain('New member')
    expect(html).toContain('2 photos')
    expect(html).toContain('Single')
    expect(html).toContain('Red')
    expect(html).toContain('170 cm')
    expect(html).toContain('Music')
    expect(html).toContain('Cyclist &amp; coffee lover')
    expect(html).not.toContain('fictional profile')
  })

  it('offers free members premium for a locked photo', () => {
    const html = render(anna, viewer)
    expect(html).toContain('This feature is only available for premium members.')
    expect(html).toContain('href="/premium"')
    expect(html).toContain('Block Anna')
    expect(html).toContain('Like</button>')
  })

  it('asks visitors to log in for a locked photo and offers signup instead of actions', () => {
    const html = render(anna, null)
    expect(html).toContain('Login to view more photos of Anna')
    expect(html).toContain('Login to like Anna&#x27;s profile')
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
  })

  it('leaves out fields the answer does not carry and uses Polish plural forms', () => {
    const html = render({ ...anna, age: 25, hair_color: undefined, height_cm: null }, viewer, 'pl')
    expect(html).toContain('25 lat')
    expect(html).toContain('2 zdjęcia')
    expect(html).not.toContain('Kolor włosów')
    expect(html).not.toContain('Wzrost')
  })
})
