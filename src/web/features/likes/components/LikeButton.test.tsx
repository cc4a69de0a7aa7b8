import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { LikeState } from '../../../../shared/api/likes.js'
import type { MemberCard } from '../../../../shared/api/members.js'
import { catalogues } from '../../../../shared/i18n/resources.js'
import { AppProviders } from '../../../AppProviders.js'
import { createI18n } from '../../../lib/i18n.js'
import { LikeButton, VisitorLikeButton } from './LikeButton.js'

const anna: MemberCard = {
  id: 7,
  name: 'Anna',
  age: 34,
  city: 'Utrecht',
  country: 'NL',
  fictional: false,
  online: true,
  main_image: null,
}

function render(element: React.ReactNode, locale: 'en' | 'de' = 'en'): string {
  const queryClient = new QueryClient()
  const i18n = createI18n(locale, { [locale]: { translation: catalogues[locale] } })
  const router = createMemoryRouter([{ path: '/', element }])
  return renderToString(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
}

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
